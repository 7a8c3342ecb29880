/**
 * npm run eval — evaluates the configured assessor on the labelled set in tests/fixtures/eval
 * (docs/eval-guide.md) and exits non-zero when the builtin targets are missed.
 * `--verbose` lists every transcript.
 */
import pino from 'pino';
import { builtinAssessor, type Assessor } from '../src/server/adapters/ai/builtin/assessor/builtin-assessor.ts';
import { createAiProvider } from '../src/server/adapters/ai/create-provider.ts';
import { evaluate, missedTargets } from '../src/core/scorecard/evaluation.ts';
import { loadEvalSet } from '../tests/support/eval-set.ts';
import { readEnv } from './cli.ts';
import { FIRST_SET_CAVEAT, writeValidityReport } from './eval-report.ts';

/** The builtin rules, or with AI_API_KEY set the configured OpenAI-compatible model (the same path as the assessment job). */
function configuredAssessor(): Assessor {
  if (!process.env.AI_API_KEY) return builtinAssessor;
  const env = readEnv();
  if (!env) process.exit(1);
  const provider = createAiProvider(env, pino({ level: 'warn' }));
  return {
    provider: provider.assessor.kind,
    model: provider.assessor.model ?? provider.kind,
    assess: (plan, answers) =>
      provider.assess({
        // The labelled set has no job descriptions: the plan's competencies stand in for one.
        posting: {
          title: 'Evaluation',
          description: plan.competencies.map((c) => `${c.name}: ${c.description}`).join('\n'),
        },
        plan,
        answers,
      }),
  };
}

const assessor = configuredAssessor();
const postings = loadEvalSet();
const { results, metrics } = await evaluate(postings, assessor);

if (process.argv.includes('--verbose'))
  for (const r of results)
    console.log(
      `${r.kind.padEnd(6)} ${r.id.padEnd(24)} label ${String(r.labelOverall).padStart(3)} predicted ${String(r.predictedOverall).padStart(3)}  ` +
        Object.keys(r.labelLevels)
          .map((c) => `${c}:${r.labelLevels[c]}/${r.predictedLevels[c]}`)
          .join(' '),
    );

const honest = results.filter((r) => r.kind === 'honest').length;
console.log(
  `assessor ${assessor.provider}/${assessor.model}: ${results.length} transcripts (${honest} honest, ${results.length - honest} gaming), ${postings.length} postings`,
);
console.log(`EVAL spearman_overall ${metrics.spearmanOverall.toFixed(3)}`);
console.log(`EVAL pairwise_accuracy ${metrics.pairwiseAccuracy.toFixed(3)}`);
console.log(`EVAL competency_within_one ${metrics.competencyWithinOne.toFixed(3)}`);
console.log(`EVAL gaming_max_percentile ${metrics.gamingMaxPercentile.toFixed(1)}`);

if (process.argv.includes('--report')) {
  const first = { name: 'First set (tests/fixtures/eval)', postings, transcripts: results.length, metrics };
  writeValidityReport({ assessor, development: [first], heldOut: null, caveats: [FIRST_SET_CAVEAT] });
  console.log('Validity statement written to docs/assessor-validity.json and docs/assessor-validity.md');
}

const missed = assessor.provider === 'builtin' ? missedTargets(metrics) : [];
if (missed.length > 0) {
  console.error(`Targets missed: ${missed.join('; ')}`);
  process.exit(1);
}

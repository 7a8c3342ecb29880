import { type AiProvider } from './provider.ts';
import { type Assessor } from './builtin/assessor/builtin-assessor.ts';

/**
 * A provider as an `Assessor` for `evaluate()` (npm run eval, contract tests): the same
 * `assess` as the assessment job. The labelled sets have no job descriptions, so the plan's
 * competencies stand in for one.
 */
export function providerAssessor(provider: AiProvider): Assessor {
  return {
    provider: provider.assessor.kind,
    model: provider.assessor.model ?? provider.kind,
    assess: (plan, answers) =>
      provider.assess({
        posting: {
          title: 'Evaluation',
          description: plan.competencies.map((c) => `${c.name}: ${c.description}`).join('\n'),
        },
        plan,
        answers,
      }),
  };
}

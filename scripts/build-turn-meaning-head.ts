/**
 * node --import tsx scripts/build-turn-meaning-head.ts [--loso]
 *
 * Makes src/server/adapters/turn-meaning/turn-kinds-head.json, the linear head that turns a candidate turn's sentence
 * embedding into how likely each kind of turn is (docs/decisions/0053). Its only source is the five labelled
 * interviewer sets (tests/fixtures/interviewer-eval and interviewer-heldout-2…5, each checked against its SHA256SUMS):
 * every turn's first words (`meaningText`) are embedded by the packaged Universal Sentence Encoder lite, and a
 * multinomial logistic regression (L2 penalty LAMBDA on the mean log-loss, plain full-batch gradient descent with
 * Adam steps, fixed iterations from zero weights: deterministic) is fitted to the labels. Nothing of a field is
 * written by hand; the head is 512 × 9 numbers and 9 biases.
 *
 * --loso: leave one set out instead of writing the file: for each set, a head fitted on the other four reads it, and
 * the rules alone (`classifyCandidateTurn` without `semantic`) are compared per kind with the rules plus the head's
 * vote (with `semantic`). The rules were shaped on these sets, so their figures here are fit, not an estimate.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { classifyCandidateTurn, TURN_KINDS, type TurnKind } from '../src/core/candidate-turn.ts';
import {
  kindsOf,
  loadSentenceEncoder,
  meaningText,
  type TurnKindsHead,
} from '../src/server/adapters/turn-meaning/turn-meaning.ts';
import {
  INTERVIEWER_DEV2_DIR,
  INTERVIEWER_DEV3_DIR,
  INTERVIEWER_DEV4_DIR,
  INTERVIEWER_EVAL_DIR,
  loadFrozenSet,
} from '../tests/support/interviewer-eval.ts';

const LAMBDA = 1e-3;
const ITERATIONS = 1500;
const STEP = 0.05;
/**
 * The five labelled sets, named one by one: never the eval's current HELD-OUT entry, so that a blind set placed
 * later (held-out 6 and on) can never be learnt from by accident.
 */
const SOURCES = [
  INTERVIEWER_EVAL_DIR,
  INTERVIEWER_DEV2_DIR,
  INTERVIEWER_DEV3_DIR,
  INTERVIEWER_DEV4_DIR,
  fileURLToPath(new URL('../tests/fixtures/interviewer-heldout-5/', import.meta.url)),
].map((dir, i) => ({ name: `set ${i + 1}`, dir, heldOut: false }));
const OUT = fileURLToPath(new URL('../src/server/adapters/turn-meaning/turn-kinds-head.json', import.meta.url));

type Example = {
  set: number;
  x: Float64Array;
  y: number;
  text: string;
  context: Parameters<typeof classifyCandidateTurn>[1];
};

/** Multinomial logistic regression with an L2 penalty, by Adam steps on the full batch. */
export function fitHead(examples: readonly Example[], dimensions: number): TurnKindsHead {
  const K = TURN_KINDS.length;
  const W = new Float64Array(dimensions * K);
  const b = new Float64Array(K);
  const m = new Float64Array(W.length + K);
  const v = new Float64Array(W.length + K);
  const n = examples.length;
  for (let it = 1; it <= ITERATIONS; it++) {
    const g = new Float64Array(W.length + K);
    for (const ex of examples) {
      const s = new Float64Array(K);
      for (let k = 0; k < K; k++) s[k] = b[k]!;
      for (let i = 0; i < dimensions; i++) {
        const xi = ex.x[i]!;
        for (let k = 0; k < K; k++) s[k]! += xi * W[i * K + k]!;
      }
      const top = Math.max(...s);
      let total = 0;
      for (let k = 0; k < K; k++) total += s[k] = Math.exp(s[k]! - top);
      for (let k = 0; k < K; k++) {
        const d = (s[k]! / total - (ex.y === k ? 1 : 0)) / n;
        g[W.length + k]! += d;
        for (let i = 0; i < dimensions; i++) g[i * K + k]! += d * ex.x[i]!;
      }
    }
    for (let j = 0; j < W.length; j++) g[j]! += 2 * LAMBDA * W[j]!;
    for (let j = 0; j < g.length; j++) {
      m[j] = 0.9 * m[j]! + 0.1 * g[j]!;
      v[j] = 0.999 * v[j]! + 0.001 * g[j]! * g[j]!;
      const step = (STEP * (m[j]! / (1 - 0.9 ** it))) / (Math.sqrt(v[j]! / (1 - 0.999 ** it)) + 1e-8);
      if (j < W.length) W[j]! -= step;
      else b[j - W.length]! -= step;
    }
  }
  const round = (x: number) => Math.round(x * 1e5) / 1e5;
  return {
    kinds: TURN_KINDS,
    dimensions,
    weights: Array.from({ length: dimensions }, (_, i) => Array.from({ length: K }, (_, k) => round(W[i * K + k]!))),
    bias: Array.from(b, round),
  };
}

const embed = await loadSentenceEncoder();
const examples: Example[] = [];
for (const [set, spec] of SOURCES.entries())
  for (const field of loadFrozenSet(spec))
    for (const turn of field.turns) {
      const [vector] = await embed([meaningText(turn.candidate)]);
      const norm = Math.hypot(...vector!) || 1;
      const q = field.questions.find((x) => x.id === turn.questionId)!;
      examples.push({
        set,
        x: Float64Array.from(vector!, (x) => x / norm),
        y: TURN_KINDS.indexOf(turn.expected),
        text: turn.candidate,
        context: {
          question: q.text,
          competency: { name: q.competency, description: q.competencyDescription },
          posting: field.posting,
        },
      });
    }
const dimensions = examples[0]!.x.length;

if (!process.argv.includes('--loso')) {
  writeFileSync(OUT, `${JSON.stringify(fitHead(examples, dimensions))}\n`);
  console.log(`turn-kinds head: ${examples.length} turns of ${SOURCES.length} sets → ${OUT}`);
} else {
  type Tally = Record<TurnKind, { rules: number; withMeaning: number; total: number }>;
  const tally = (): Tally =>
    Object.fromEntries(TURN_KINDS.map((k) => [k, { rules: 0, withMeaning: 0, total: 0 }])) as Tally;
  const all = tally();
  for (const [set, spec] of SOURCES.entries()) {
    const head = fitHead(
      examples.filter((e) => e.set !== set),
      dimensions,
    );
    const fold = tally();
    for (const e of examples.filter((ex) => ex.set === set)) {
      const expected = TURN_KINDS[e.y]!;
      const rules = classifyCandidateTurn(e.text, e.context).kind;
      const withMeaning = classifyCandidateTurn(e.text, { ...e.context, semantic: kindsOf(head, [...e.x]) }).kind;
      for (const t of [fold[expected], all[expected]]) {
        t.total++;
        if (rules === expected) t.rules++;
        if (withMeaning === expected) t.withMeaning++;
      }
    }
    const sum = (key: 'rules' | 'withMeaning') => TURN_KINDS.reduce((a, k) => a + fold[k][key], 0);
    const n = TURN_KINDS.reduce((a, k) => a + fold[k].total, 0);
    console.log(
      `${spec.dir.replace(/^.*fixtures\//, '')}: rules ${sum('rules')}/${n}, rules + meaning ${sum('withMeaning')}/${n}`,
    );
  }
  console.log('kind | rules (fit) | rules + meaning (head left out)');
  for (const k of TURN_KINDS)
    console.log(`${k} | ${all[k].rules}/${all[k].total} | ${all[k].withMeaning}/${all[k].total}`);
}

import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { TURN_KINDS, type TurnKind } from '../../src/core/candidate-turn.ts';
import { interviewPlanSchema, type InterviewPlan } from '../../src/core/interview-plan.ts';
import { candidateTurnsToRead } from '../../src/core/interview-flow.ts';
import { deriveProgress } from '../../src/core/interview-rules.ts';
import type { TurnMeaningReader } from '../../src/server/adapters/turn-meaning/turn-meaning.ts';
import type { AiProvider } from '../../src/server/adapters/ai/provider.ts';
import {
  decideNextTurn,
  streamReply,
  type PolicyTurn,
} from '../../src/server/modules/interviews/interview-conductor.ts';

/*
 * The interviewer test set (tests/fixtures/interviewer-eval/*.json, written blind and frozen;
 * format in docs/decisions/0032) and its measurement: each candidate turn is put to the interview
 * policy on its plan question, and the kind the pipeline acts on is compared with the label.
 */
export const INTERVIEWER_EVAL_DIR = fileURLToPath(new URL('../fixtures/interviewer-eval/', import.meta.url));
/** The second set: written blind and run once as the held-out set; since then seen, a development set. */
export const INTERVIEWER_DEV2_DIR = fileURLToPath(new URL('../fixtures/interviewer-heldout-2/', import.meta.url));
/** The third set: written blind and run once as the held-out set (rules 3); since then seen, a development set. */
export const INTERVIEWER_DEV3_DIR = fileURLToPath(new URL('../fixtures/interviewer-heldout-3/', import.meta.url));
/** The fourth set: written blind and run once as the held-out set (rules 4, 91.0 %); since then seen, a development set. */
export const INTERVIEWER_DEV4_DIR = fileURLToPath(new URL('../fixtures/interviewer-heldout-4/', import.meta.url));
/** The fifth set: written blind and run once as the held-out set (rules 5, 90.3 %); since then seen, a development set. */
export const INTERVIEWER_DEV5_DIR = fileURLToPath(new URL('../fixtures/interviewer-heldout-5/', import.meta.url));
/** The held-out set: written blind by someone else, run once after the rules are frozen; absent until it is added. */
export const INTERVIEWER_HELDOUT_DIR = fileURLToPath(new URL('../fixtures/interviewer-heldout-6/', import.meta.url));

/** A named set of the measurement: development sets (seen while shaping the rules) and the held-out one. */
export type InterviewerEvalSet = {
  name: string;
  dir: string;
  /** Reported per kind only, never turn by turn (so nobody tunes the rules on it). */
  heldOut: boolean;
};
export const INTERVIEWER_EVAL_SETS: InterviewerEvalSet[] = [
  { name: 'development 1 (seen)', dir: INTERVIEWER_EVAL_DIR, heldOut: false },
  { name: 'development 2 (seen)', dir: INTERVIEWER_DEV2_DIR, heldOut: false },
  { name: 'development 3 (seen)', dir: INTERVIEWER_DEV3_DIR, heldOut: false },
  { name: 'development 4 (seen)', dir: INTERVIEWER_DEV4_DIR, heldOut: false },
  { name: 'development 5 (seen)', dir: INTERVIEWER_DEV5_DIR, heldOut: false },
  { name: 'HELD-OUT', dir: INTERVIEWER_HELDOUT_DIR, heldOut: true },
];

const fieldSchema = z.object({
  field: z.string().min(1),
  posting: z.object({ title: z.string().min(1), description: z.string().min(1) }),
  questions: z
    .array(
      z.object({
        id: z.string().min(1),
        text: z.string().min(1),
        competency: z.string().min(1),
        competencyDescription: z.string().min(1),
        followUps: z.number().int().min(0).max(2),
        timeLimitSeconds: z.number().int(),
      }),
    )
    .min(1),
  turns: z
    .array(
      z.object({
        id: z.string().min(1),
        questionId: z.string().min(1),
        candidate: z.string(),
        expected: z.enum(TURN_KINDS),
        note: z.string().optional(),
      }),
    )
    .min(1),
});
export type InterviewerEvalField = z.infer<typeof fieldSchema>;

/** Files whose SHA-256 differs from SHA256SUMS, or that it does not list (the set is frozen). */
export function checkSums(dir: string): string[] {
  const sumsFile = join(dir, 'SHA256SUMS');
  if (!existsSync(sumsFile)) return ['SHA256SUMS is missing'];
  const listed = new Map(
    readFileSync(sumsFile, 'utf8')
      .split('\n')
      .map((line) => /^([0-9a-f]{64})\s+\*?(.+)$/i.exec(line.trim()))
      .filter((m): m is RegExpExecArray => m !== null)
      .map((m) => [m[2]!.replace(/^.*\//, ''), m[1]!.toLowerCase()]),
  );
  const problems: string[] = [];
  for (const name of readdirSync(dir).filter((n) => n.endsWith('.json'))) {
    const sum = listed.get(name);
    if (!sum) problems.push(`${name} is not in SHA256SUMS`);
    else if (
      createHash('sha256')
        .update(readFileSync(join(dir, name)))
        .digest('hex') !== sum
    )
      problems.push(`${name} does not match SHA256SUMS`);
  }
  for (const name of listed.keys()) if (!existsSync(join(dir, name))) problems.push(`${name} is listed but missing`);
  return problems;
}

/** A set's fields once its files match SHA256SUMS; otherwise it throws, naming every file that differs. */
export function loadFrozenSet(set: InterviewerEvalSet): InterviewerEvalField[] {
  const problems = checkSums(set.dir);
  if (problems.length > 0)
    throw new Error(`The interviewer set "${set.name}" (${set.dir}) is not the frozen one: ${problems.join('; ')}`);
  return loadInterviewerEvalSet(set.dir);
}

/** The set's fields, validated (every turn's question exists). */
export function loadInterviewerEvalSet(dir = INTERVIEWER_EVAL_DIR): InterviewerEvalField[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => {
      const parsed = fieldSchema.safeParse(JSON.parse(readFileSync(join(dir, name), 'utf8')));
      if (!parsed.success) throw new Error(`${name}: ${parsed.error.message}`);
      for (const turn of parsed.data.turns)
        if (!parsed.data.questions.some((q) => q.id === turn.questionId))
          throw new Error(`${name}: turn ${turn.id} names unknown question ${turn.questionId}`);
      return parsed.data;
    });
}

const slug = (text: string, i: number) =>
  `c${i}-${text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 40)}`;

/**
 * A field's questions as an interview plan (one competency per distinct competency name; anchors
 * are not used here), with one closing question of our own after them, so that a turn on the
 * field's last question is still answered by a reply that carries the rule's reading (after the
 * plan's last question the policy closes without asking a provider).
 */
export function evalPlan(field: InterviewerEvalField): InterviewPlan {
  const names = [...new Set(field.questions.map((q) => q.competency))];
  const competencies = names.map((name, i) => ({
    id: slug(name, i),
    name,
    description: field.questions.find((q) => q.competency === name)!.competencyDescription,
    weight: 1,
    anchors: { 1: 'Not shown.', 3: 'Partly shown.', 5: 'Clearly shown.' },
  }));
  return interviewPlanSchema.parse({
    competencies,
    questions: [
      ...field.questions.map((q, i) => ({
        id: `q${i + 1}`,
        competencyId: competencies[names.indexOf(q.competency)]!.id,
        text: q.text,
        timeLimitSeconds: Math.min(300, Math.max(30, q.timeLimitSeconds)),
        followUps: q.followUps,
      })),
      {
        id: 'q-end',
        competencyId: competencies[0]!.id,
        text: 'Is there anything you would like to add?',
        followUps: 0,
      },
    ],
  });
}

export type TurnResult = {
  field: string;
  id: string;
  candidate: string;
  expected: TurnKind;
  decided: TurnKind | null;
  reply: string;
};

/**
 * Puts every turn of the set to the interview policy and `provider`: the interview stands on the
 * turn's question (the earlier questions asked and answered), the candidate says the turn, and
 * `decidedKind` reads what the pipeline acted on from the request the provider got.
 */
export async function runInterviewerEval(
  provider: AiProvider,
  fields: InterviewerEvalField[],
  decidedKind: (request: { heard: TurnKind | null | undefined; reply: string }) => TurnKind | null,
  /** The reader of turns' meaning the server uses (docs/decisions/0053); without it, the rules alone read. */
  meaning?: TurnMeaningReader,
): Promise<TurnResult[]> {
  const results: TurnResult[] = [];
  for (const field of fields) {
    const plan = evalPlan(field);
    for (const turn of field.turns) {
      const at = field.questions.findIndex((q) => q.id === turn.questionId);
      const turns: PolicyTurn[] = [];
      for (let i = 0; i <= at; i++) {
        turns.push({ speaker: 'bot', text: plan.questions[i]!.text });
        turns.push({ speaker: 'user', text: i === at ? turn.candidate : 'An earlier answer.' });
      }
      const seqTurns = turns.map((t, i) => ({ ...t, seq: i + 1 }));
      // As the server does (stream-bot-turn.ts): the turn's meaning is read first, when a reader is given.
      const semantic = meaning ? await meaning.read(candidateTurnsToRead(seqTurns)) : undefined;
      const decision = decideNextTurn({
        posting: field.posting,
        turns: seqTurns,
        progress: deriveProgress(seqTurns, { questionCount: plan.questions.length }),
        plan,
        semantic,
      });
      let reply = '';
      for await (const delta of streamReply(provider, decision)) reply += delta;
      const heard = decision.kind === 'reply' ? decision.request.plan?.heard : undefined;
      results.push({
        field: field.field,
        id: turn.id,
        candidate: turn.candidate,
        expected: turn.expected,
        decided: decidedKind({ heard, reply }),
        reply,
      });
    }
  }
  return results;
}

export type KindAccuracy = { kind: TurnKind; correct: number; total: number };

/** Accuracy per labelled kind, in TURN_KINDS order, and overall. */
export function accuracyByKind(results: TurnResult[]): { perKind: KindAccuracy[]; correct: number; total: number } {
  const perKind = TURN_KINDS.map((kind) => {
    const of = results.filter((r) => r.expected === kind);
    return { kind, correct: of.filter((r) => r.decided === kind).length, total: of.length };
  });
  return { perKind, correct: results.filter((r) => r.decided === r.expected).length, total: results.length };
}

import { existsSync } from 'node:fs';
import pino from 'pino';
import type { TurnKind } from '../../src/core/candidate-turn.ts';
import { createBuiltinProvider } from '../../src/server/adapters/ai/builtin-provider.ts';
import { createOpenAiProvider } from '../../src/server/adapters/ai/openai-provider.ts';
import {
  createTurnMeaningReader,
  type TurnMeaningReader,
} from '../../src/server/adapters/turn-meaning/turn-meaning.ts';
import { startFakeOpenAi, type ChatRequestBody } from './fake-openai/server.ts';
import {
  accuracyByKind,
  type InterviewerEvalField,
  type InterviewerEvalSet,
  type KindAccuracy,
  loadFrozenSet,
  runInterviewerEval,
  type TurnResult,
} from './interviewer-eval.ts';

/*
 * `npm run eval -- interviewer` (scripts/eval-interviewer.ts): every set, hash-verified first
 * (a set that differs from its SHA256SUMS stops the run before anything is measured), put to
 * both providers; accuracy per kind of turn.
 *
 * What the figures measure: on both paths the kind is decided by our rule (core/candidate-turn.ts)
 * in the interview policy. Builtin: the kind the policy handed the builtin interviewer. OpenAI-
 * compatible: the kind written into the system prompt the fake server received over HTTP (the
 * fake answers with a recorded, fixed reply per instruction). So the second figure checks that
 * the OpenAI pipeline carries the rule's reading to the model intact; it does not measure how a
 * real model words or follows it.
 */

export const PROVIDER_NAMES = { builtin: 'builtin', openai: 'openai-compatible(fake server)' } as const;
export type ProviderName = (typeof PROVIDER_NAMES)[keyof typeof PROVIDER_NAMES];

export type SetReport = {
  set: string;
  heldOut: boolean;
  provider: ProviderName;
  fields: number;
  perKind: KindAccuracy[];
  correct: number;
  total: number;
  misses: TurnResult[];
};

const HEARD = /Our rules read the candidate's last turn as: ([a-z_]+)/;
/** Recorded replies: what a model answered to each instruction, fixed so the run is reproducible. */
const recordedReply = (body: ChatRequestBody) => {
  const system = body.messages[0]?.content ?? '';
  if (system.includes('stays open')) return 'Of course. Here is the question again.';
  if (system.includes('ONE short follow-up')) return 'Could you tell me a little more about that?';
  return 'Thank you. Here is the next question.';
};

async function runOpenAi(fields: InterviewerEvalField[], meaning?: TurnMeaningReader): Promise<TurnResult[]> {
  const fake = await startFakeOpenAi({ chatReply: recordedReply });
  try {
    const provider = createOpenAiProvider({
      apiKey: 'sk-eval',
      baseURL: fake.url,
      chatModel: 'recorded',
      sttModel: 'unused',
      ttsModel: 'unused',
      ttsVoice: 'unused',
      log: pino({ level: 'warn' }),
    });
    let seen = 0;
    return await runInterviewerEval(
      provider,
      fields,
      () => {
        // The request this turn's reply came from is the last chat request the fake received.
        const chats = fake.requests.filter((r) => r.path.endsWith('/chat/completions'));
        const request = chats.length > seen ? chats.at(-1) : undefined;
        seen = chats.length;
        const system = (request?.body as ChatRequestBody | undefined)?.messages[0]?.content ?? '';
        return (HEARD.exec(system)?.[1] as TurnKind | undefined) ?? null;
      },
      meaning,
    );
  } finally {
    await fake.close();
  }
}

const report = (set: InterviewerEvalSet, provider: ProviderName, fields: number, results: TurnResult[]): SetReport => ({
  set: set.name,
  heldOut: set.heldOut,
  provider,
  fields,
  ...accuracyByKind(results),
  misses: results.filter((r) => r.decided !== r.expected),
});

/**
 * Verifies every set first (throws on the first mismatch, before any turn is measured), then
 * measures each set on both providers, in the order given. A held-out set whose directory does not
 * exist (not written yet) is left out and named in `absent`; an absent development set is an error.
 */
export async function evaluateInterviewerSets(
  sets: InterviewerEvalSet[],
  /** The reader of turns' meaning, as the server has it (docs/decisions/0053); null: the rules alone. */
  meaning: TurnMeaningReader | null = createTurnMeaningReader(pino({ level: 'warn' })),
): Promise<{ reports: SetReport[]; absent: InterviewerEvalSet[] }> {
  const absent = sets.filter((set) => set.heldOut && !existsSync(set.dir));
  const loaded = sets.filter((set) => !absent.includes(set)).map((set) => ({ set, fields: loadFrozenSet(set) }));
  const reports: SetReport[] = [];
  for (const { set, fields } of loaded) {
    const builtin = await runInterviewerEval(
      createBuiltinProvider({ log: pino({ level: 'warn' }) }),
      fields,
      ({ heard }) => heard ?? null,
      meaning ?? undefined,
    );
    reports.push(report(set, PROVIDER_NAMES.builtin, fields.length, builtin));
    reports.push(report(set, PROVIDER_NAMES.openai, fields.length, await runOpenAi(fields, meaning ?? undefined)));
  }
  return { reports, absent };
}

const pct = (correct: number, total: number) => (total === 0 ? '  n/a' : `${((100 * correct) / total).toFixed(1)}%`);

/**
 * The printed lines: "EVAL interviewer <set> <provider> <kind> <accuracy> (<correct>/<total>)";
 * with `verbose`, the misses of a development set (a held-out set is never listed turn by turn).
 */
export function formatReport(r: SetReport, verbose = false): string[] {
  const prefix = `EVAL interviewer ${r.set} ${r.provider}`;
  return [
    `== ${r.set}, ${r.provider}: ${r.total} turns, ${r.fields} fields`,
    ...r.perKind.map(
      (k) => `${prefix} ${k.kind.padEnd(15)} ${pct(k.correct, k.total).padStart(6)}  (${k.correct}/${k.total})`,
    ),
    `${prefix} ${'overall'.padEnd(15)} ${pct(r.correct, r.total).padStart(6)}  (${r.correct}/${r.total})`,
    ...(verbose && !r.heldOut
      ? r.misses.map((m) => `  miss ${m.id}: expected ${m.expected}, got ${m.decided}: ${JSON.stringify(m.candidate)}`)
      : []),
  ];
}

/** Kinds (with turns) on which a report is below the target. */
export const kindsBelow = (r: SetReport, target: number) =>
  r.perKind.filter((k) => k.total > 0 && k.correct / k.total < target).map((k) => k.kind);

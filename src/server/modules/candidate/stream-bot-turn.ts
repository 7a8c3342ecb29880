import { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import type { TurnEvent } from '../../../core/api/candidate.ts';
import { candidateTurnsToRead } from '../../../core/interview-flow.ts';
import type { InterviewPlan } from '../../../core/interview-plan.ts';
import { deriveProgress, type InterviewProgress } from '../../../core/interview-rules.ts';
import { SpeechChunker } from '../../../core/sentences.ts';
import type { SpeechAudio } from '../../adapters/ai/provider.ts';
import type { UseCaseContext } from '../../deps.ts';
import { interviewTurns } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { decideNextTurn, streamReply } from '../interviews/interview-conductor.ts';
import { loadTurns, type TurnRow } from './load-candidate-interview.ts';
import { presentTurn } from './presenters.ts';

export type Emit = (event: TurnEvent) => void;

const SPEECH_MIME = 'audio/mpeg';

async function* audioChunks(audio: SpeechAudio): AsyncGenerator<Buffer> {
  if (Buffer.isBuffer(audio)) {
    yield audio;
    return;
  }
  const readable = audio instanceof Readable ? audio : Readable.fromWeb(audio as never);
  for await (const chunk of readable) yield Buffer.from(chunk as Uint8Array);
}

/**
 * Speaks sentences in order while later ones are still being written: each sentence's
 * synthesis starts as soon as the sentence is complete, and its audio is forwarded chunk by
 * chunk, so the first sound leaves before the reply is finished.
 */
function createSpeechPipeline(
  speak: (text: string) => Promise<SpeechAudio>,
  emit: Emit,
  onError: (e: unknown) => void,
) {
  let index = 0;
  let chain: Promise<void> = Promise.resolve();
  return {
    add(sentence: string) {
      const current = index++;
      const pending = speak(sentence);
      pending.catch(() => undefined);
      chain = chain.then(async () => {
        try {
          for await (const chunk of audioChunks(await pending)) {
            emit({ type: 'audio', index: current, mime: SPEECH_MIME, data: chunk.toString('base64'), last: false });
          }
          emit({ type: 'audio', index: current, mime: SPEECH_MIME, data: '', last: true });
        } catch (error) {
          // Speech is a bonus: the text is already on screen, and the browser can read it aloud.
          onError(error);
        }
      });
    },
    done: () => chain,
  };
}

/**
 * Generates, streams and stores the interviewer's next message. The reply is stored only when
 * complete; if another process stored that turn first, theirs stands.
 */
export async function streamBotTurn(
  deps: UseCaseContext<'ai' | 'db' | 'log' | 'turnMeaning'>,
  input: {
    interviewId: string;
    title: string;
    description: string;
    /** The interview's plan version's plan; null for interviews without one. */
    plan: InterviewPlan | null;
    /** The CV's extracted text, when the plan allows a CV follow-up and the CV was read. */
    cvText?: string | null;
    turns: TurnRow[];
    progress: InterviewProgress;
  },
  emit: Emit,
) {
  const seq = input.progress.nextSeq;
  const speech = deps.ai.speak
    ? createSpeechPipeline(deps.ai.speak.bind(deps.ai), emit, (error) =>
        deps.log.warn({ err: error }, 'speech synthesis failed; the browser will speak'),
      )
    : null;
  const splitter = new SpeechChunker();
  let text = '';
  // What the candidate's turns on this question mean (0053), read before the rule decides; without the model, nothing.
  const semantic =
    input.plan && deps.turnMeaning ? await deps.turnMeaning.read(candidateTurnsToRead(input.turns)) : undefined;
  const decision = decideNextTurn({
    posting: { title: input.title, description: input.description },
    turns: input.turns,
    progress: input.progress,
    plan: input.plan,
    cvText: input.cvText,
    semantic,
  });
  for await (const delta of streamReply(deps.ai, decision)) {
    text += delta;
    emit({ type: 'delta', text: delta });
    if (speech) splitter.push(delta).forEach((sentence) => speech.add(sentence));
  }
  if (speech) splitter.flush().forEach((sentence) => speech.add(sentence));

  const values = {
    interviewId: input.interviewId,
    seq,
    speaker: 'bot' as const,
    text: text.trim(),
    questionIndex: decision.kind === 'reply' ? decision.questionIndex : null,
    followUp: decision.kind === 'reply' && decision.followUp,
  };
  const stored = await deps.db.transaction(async (tx) => {
    // The answer replied to may have been withdrawn meanwhile (the candidate went on speaking,
    // continue-answer.ts): its row is locked and checked, so a withdrawn answer gets no reply.
    if (seq > 1) {
      const [answer] = await tx
        .select({ seq: interviewTurns.seq })
        .from(interviewTurns)
        .where(and(eq(interviewTurns.interviewId, input.interviewId), eq(interviewTurns.seq, seq - 1)))
        .for('update');
      if (!answer) return 'withdrawn' as const;
    }
    const [row] = await tx.insert(interviewTurns).values(values).onConflictDoNothing().returning();
    return row;
  });
  if (stored === 'withdrawn') throw new AppError('CONFLICT', 'The answer continues; this reply was dropped.');
  // Another process stored this reply first: theirs is the one the interview keeps.
  const turn = stored ?? (await loadTurns(deps, input.interviewId)).find((t) => t.seq === seq)!;
  const after = deriveProgress([...input.turns, turn]);
  emit({ type: 'bot', turn: presentTurn(turn), finished: after.finished, questionsAsked: after.questionsAsked });
  await speech?.done();
}

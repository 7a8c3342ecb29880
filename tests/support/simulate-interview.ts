import { deriveProgress, isClosingMessage } from '../../src/core/interview-rules.ts';
import type { InterviewPlan } from '../../src/core/interview-plan.ts';
import type { AiProvider, NextTurnRequest, PostingBrief } from '../../src/server/adapters/ai/provider.ts';
import {
  decideNextTurn,
  streamReply,
  type PolicyTurn,
} from '../../src/server/modules/interviews/interview-conductor.ts';

/** One answer a simulated candidate gives; `sttConfidence` as a recogniser would report it. */
export type SimulatedAnswer = { text: string; sttConfidence?: number | null };

export type SimulatedTurn = PolicyTurn & { seq: number; questionIndex: number | null; request?: NextTurnRequest };

/**
 * Runs a whole interview through the interview policy and a provider, without a database: the
 * candidate gives `answers` in order (the last one repeats if the interview goes on longer).
 * Each interviewer turn records what it was stored with (question index, follow-up).
 */
export async function simulateInterview(
  provider: AiProvider,
  input: {
    posting: PostingBrief;
    plan: InterviewPlan | null;
    answers: SimulatedAnswer[];
    employerName?: string;
    /** The CV's extracted text (for a plan that allows its one CV follow-up). */
    cvText?: string | null;
  },
): Promise<SimulatedTurn[]> {
  const turns: SimulatedTurn[] = [];
  for (let guard = 0; guard < 60; guard++) {
    const progress = deriveProgress(turns, { questionCount: input.plan?.questions.length });
    const decision = decideNextTurn({
      posting: input.posting,
      employerName: input.employerName,
      turns,
      progress,
      plan: input.plan,
      cvText: input.cvText,
    });
    let text = '';
    for await (const delta of streamReply(provider, decision)) text += delta;
    turns.push({
      seq: turns.length + 1,
      speaker: 'bot',
      text: text.trim(),
      questionIndex: decision.kind === 'reply' ? decision.questionIndex : null,
      followUp: decision.kind === 'reply' && decision.followUp,
      request: decision.kind === 'reply' ? decision.request : undefined,
    });
    if (isClosingMessage(text)) return turns;
    const answered = turns.filter((t) => t.speaker === 'user').length;
    const answer = input.answers[Math.min(answered, input.answers.length - 1)]!;
    turns.push({
      seq: turns.length + 1,
      speaker: 'user',
      text: answer.text,
      sttConfidence: answer.sttConfidence ?? null,
      questionIndex: null,
    });
  }
  throw new Error('The interview did not close within 60 turns.');
}

/** The transcript as the reader of a sample would want it: "Interviewer:" / "Candidate:" lines. */
export const formatTranscript = (turns: readonly SimulatedTurn[]) =>
  turns
    .map((t) =>
      t.speaker === 'bot'
        ? `Interviewer${t.followUp ? ' (follow-up)' : ''}: ${t.text}`
        : `Candidate${t.sttConfidence != null ? ` [stt confidence ${t.sttConfidence}]` : ''}: ${t.text}`,
    )
    .join('\n');

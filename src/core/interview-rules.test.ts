import { describe, expect, test } from 'vitest';
import { answerTimeLimitSeconds, currentQuestionIndex } from './interview-plan-timing.ts';
import { PLANS } from './plans.ts';
import {
  CLOSING_LINE,
  candidateRetentionDays,
  deriveProgress,
  isClosingMessage,
  MAX_QUESTIONS,
  minutesPerInterview,
  nextTurnIntent,
  type ProgressTurn,
} from './interview-rules.ts';

const bot = (seq: number, text = `Question ${seq}?`): ProgressTurn => ({ seq, speaker: 'bot', text });
const user = (seq: number, text = `Answer ${seq}.`): ProgressTurn => ({ seq, speaker: 'user', text });

describe('deriveProgress', () => {
  test('before the greeting nothing is asked and the opening takes seq 1', () => {
    expect(deriveProgress([])).toEqual({
      questionsAsked: 0,
      questionsRemaining: MAX_QUESTIONS,
      maxQuestions: MAX_QUESTIONS,
      finished: false,
      timeUp: false,
      awaitingAnswer: false,
      nextSeq: 1,
    });
  });

  test('after a question the answer is owed and takes the next seq', () => {
    const progress = deriveProgress([bot(1), user(2), bot(3)]);
    expect(progress).toMatchObject({ questionsAsked: 2, questionsRemaining: 8, awaitingAnswer: true, nextSeq: 4 });
  });

  test("with a plan, follow-ups keep the question number (and so its time limit); M is the plan's count", () => {
    const followUp = (seq: number): ProgressTurn => ({
      ...bot(seq, 'Could you give a concrete example?'),
      followUp: true,
    });
    const turns = [bot(1), user(2), followUp(3), user(4), followUp(5)];
    const progress = deriveProgress(turns, { questionCount: 4 });
    expect(progress).toMatchObject({ questionsAsked: 1, questionsRemaining: 3, maxQuestions: 4, nextSeq: 6 });
    const timing = { version: 1, questionCount: 4, timeLimitsSeconds: [90, 120, 60, 45] };
    expect(answerTimeLimitSeconds(timing, currentQuestionIndex(progress.questionsAsked, 4))).toBe(90);
    const next = deriveProgress([...turns, user(6), bot(7)], { questionCount: 4 });
    expect(next.questionsAsked).toBe(2);
    expect(answerTimeLimitSeconds(timing, currentQuestionIndex(next.questionsAsked, 4))).toBe(120);
  });

  test('after an answer the reply is owed, not another answer', () => {
    expect(deriveProgress([bot(1), user(2)])).toMatchObject({ awaitingAnswer: false, nextSeq: 3, finished: false });
  });

  test('the closing line finishes the interview; nothing more is owed', () => {
    const progress = deriveProgress([bot(1), user(2), bot(3, CLOSING_LINE)]);
    expect(progress).toMatchObject({ finished: true, awaitingAnswer: false });
  });

  test('time is up once the first turn is older than the minutes per interview', () => {
    const start = new Date('2026-01-01T10:00:00Z');
    const turns = [{ ...bot(1), createdAt: start }, user(2)];
    const at = (minutes: number) => start.getTime() + minutes * 60_000;
    expect(deriveProgress(turns, { minutesPerInterview: 15, now: at(15) }).timeUp).toBe(false);
    expect(deriveProgress(turns, { minutesPerInterview: 15, now: at(15.01) }).timeUp).toBe(true);
    // ISO strings (the candidate page's turns) count alike; without a limit time never runs out.
    const fromApi = [{ ...bot(1), createdAt: start.toISOString() }];
    expect(deriveProgress(fromApi, { minutesPerInterview: 15, now: at(16) }).timeUp).toBe(true);
    expect(deriveProgress(turns, { now: at(600) }).timeUp).toBe(false);
  });
});

describe('nextTurnIntent', () => {
  test('opens, asks, announces the last question, then closes', () => {
    expect(nextTurnIntent({ questionsAsked: 0, timeUp: false })).toBe('open');
    expect(nextTurnIntent({ questionsAsked: 1, timeUp: false })).toBe('ask');
    expect(nextTurnIntent({ questionsAsked: MAX_QUESTIONS - 1, timeUp: false })).toBe('ask-last');
    expect(nextTurnIntent({ questionsAsked: MAX_QUESTIONS, timeUp: false })).toBe('close');
    expect(nextTurnIntent({ questionsAsked: MAX_QUESTIONS + 2, timeUp: false })).toBe('close');
  });

  test('closes when time is up, whatever the count', () => {
    expect(nextTurnIntent({ questionsAsked: 1, timeUp: true })).toBe('close');
  });
});

test('the closing line is recognised in any case, and other replies are not', () => {
  expect(isClosingMessage(CLOSING_LINE.toUpperCase())).toBe(true);
  expect(isClosingMessage('Thank you. What did you complete?')).toBe(false);
});

describe('plan-dependent rules', () => {
  const professional = { plan: 'professional', isFree: false };
  test("candidates are told the posting owner's retention: 90 days on Professional", () => {
    expect(candidateRetentionDays(professional, true)).toBe(PLANS.professional.limits!.retentionDays);
    expect(candidateRetentionDays(professional, true)).toBe(90);
    expect(candidateRetentionDays({ plan: 'starter', isFree: false }, true)).toBe(30);
  });

  test('without billing (self-hosted) the defaults apply', () => {
    expect(candidateRetentionDays(professional, false)).toBe(30);
    expect(minutesPerInterview(null, true)).toBe(30);
    expect(minutesPerInterview({ plan: 'starter', isFree: false }, true)).toBe(15);
  });
});

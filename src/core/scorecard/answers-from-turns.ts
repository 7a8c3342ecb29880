import { currentQuestionIndex } from '../interview-plan-timing.ts';
import { type InterviewPlan } from '../interview-plan.ts';
import { isLowConfidence } from '../stt-confidence.ts';
import { type CandidateAnswer } from './scorecard.ts';

export type AnswerTurn = {
  seq: number;
  speaker: 'user' | 'bot';
  text: string;
  /** On interviewer turns of plan interviews: the plan question (0-based) it asks or follows up on. */
  questionIndex?: number | null;
  /** On interviewer turns: a follow-up stays on its question. */
  followUp?: boolean;
  /** On recorded answers: the speech-to-text confidence (core/stt-confidence.ts); a low one is never quoted. */
  sttConfidence?: number | null;
};

/** The answer id of a turn: its sequence number, so a quote leads straight to the turn and its recording. */
export const answerIdOf = (seq: number): string => String(seq);

/**
 * The candidate's answers (non-blank user turns, oldest first), each tied to the plan question
 * it answers: the question the last interviewer message asked or followed up on. Interviewer
 * turns stored before they recorded their question count instead: an answer belongs to the
 * question asked after that many interviewer messages, follow-ups excluded (the greeting carries
 * the first question; past the plan's last question it stays on the last).
 */
export function answersFromTurns(
  turns: readonly AnswerTurn[],
  plan: Pick<InterviewPlan, 'questions'>,
): CandidateAnswer[] {
  const ordered = [...turns].sort((a, b) => a.seq - b.seq);
  const answers: CandidateAnswer[] = [];
  let asked = 0;
  let current = 0;
  for (const turn of ordered) {
    if (turn.speaker === 'bot') {
      if (typeof turn.questionIndex === 'number') current = turn.questionIndex;
      else if (!turn.followUp) current = currentQuestionIndex(++asked, plan.questions.length);
      continue;
    }
    if (turn.text.trim() === '') continue;
    const question = plan.questions[current];
    if (!question) continue;
    const answer: CandidateAnswer = { id: answerIdOf(turn.seq), questionId: question.id, text: turn.text };
    answers.push(isLowConfidence(turn.sttConfidence) ? { ...answer, quotable: false } : answer);
  }
  return answers;
}

/** How many of the plan's questions have at least one answer. */
export function questionsAnswered(plan: Pick<InterviewPlan, 'questions'>, answers: readonly CandidateAnswer[]): number {
  const answered = new Set(answers.map((a) => a.questionId));
  return plan.questions.filter((q) => answered.has(q.id)).length;
}

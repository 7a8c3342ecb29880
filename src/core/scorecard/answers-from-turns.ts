import { currentQuestionIndex } from '../interview-plan-timing.ts';
import { type InterviewPlan } from '../interview-plan.ts';
import { type CandidateAnswer } from './scorecard.ts';

export type AnswerTurn = { seq: number; speaker: 'user' | 'bot'; text: string };

/** The answer id of a turn: its sequence number, so a quote leads straight to the turn and its recording. */
export const answerIdOf = (seq: number): string => String(seq);

/**
 * The candidate's answers (non-blank user turns, oldest first), each tied to the plan question
 * it answers. Turns carry no question id: an answer belongs to the question being asked after
 * that many interviewer messages (the greeting carries the first question; past the plan's last
 * question it stays on the last), the same rule that picks the answer time limit.
 */
export function answersFromTurns(
  turns: readonly AnswerTurn[],
  plan: Pick<InterviewPlan, 'questions'>,
): CandidateAnswer[] {
  const ordered = [...turns].sort((a, b) => a.seq - b.seq);
  const answers: CandidateAnswer[] = [];
  let asked = 0;
  for (const turn of ordered) {
    if (turn.speaker === 'bot') {
      asked++;
      continue;
    }
    if (turn.text.trim() === '') continue;
    const question = plan.questions[currentQuestionIndex(asked, plan.questions.length)];
    if (question) answers.push({ id: answerIdOf(turn.seq), questionId: question.id, text: turn.text });
  }
  return answers;
}

/** How many of the plan's questions have at least one answer. */
export function questionsAnswered(plan: Pick<InterviewPlan, 'questions'>, answers: readonly CandidateAnswer[]): number {
  const answered = new Set(answers.map((a) => a.questionId));
  return plan.questions.filter((q) => answered.has(q.id)).length;
}

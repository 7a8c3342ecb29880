import type { InterviewState } from '../../../core/api/candidate.ts';
import type { AppDeps } from '../../deps.ts';
import { isClosingMessage, MAX_BOT_QUESTIONS } from '../interviews/policy.ts';
import { loadPlanTiming } from '../plans/load-plan-timing.ts';
import { loadTurns, type CandidateInterview } from './policies.ts';
import { presentTurn } from './presenters.ts';

/** Everything the candidate page needs to resume exactly where it was. */
export async function getInterviewState(deps: AppDeps, interview: CandidateInterview): Promise<InterviewState> {
  const db = deps.database.db;
  const { posting } = interview;
  const [turns, speechToText, plan] = await Promise.all([
    loadTurns(db, interview.id),
    deps.ai.canTranscribe(),
    loadPlanTiming(db, interview.planVersionId),
  ]);
  const last = turns.at(-1);
  return {
    id: interview.id,
    fullName: interview.fullName,
    posting,
    turns: turns.map(presentTurn),
    questionsAsked: turns.filter((t) => t.speaker === 'bot').length,
    maxQuestions: MAX_BOT_QUESTIONS,
    finished: Boolean(last && last.speaker === 'bot' && isClosingMessage(last.text)),
    submitted: Boolean(interview.submittedAt),
    speechToText,
    serverSpeech: Boolean(deps.ai.speak),
    plan,
  };
}

import type { InterviewState } from '../../../core/api/candidate.ts';
import type { UseCaseContext } from '../../deps.ts';
import { deriveProgress } from '../../../core/interview-rules.ts';
import { loadPlanTiming } from '../plans/load-plan-timing.ts';
import { loadTurns, type CandidateInterview } from './load-candidate-interview.ts';
import { presentTurn } from './presenters.ts';

/** Everything the candidate page needs to resume exactly where it was. */
export async function getInterviewState(
  deps: UseCaseContext<'db' | 'ai'>,
  interview: CandidateInterview,
): Promise<InterviewState> {
  const db = deps.db;
  const { posting } = interview;
  const [turns, speechToText, plan] = await Promise.all([
    loadTurns({ db }, interview.id),
    deps.ai.canTranscribe(),
    loadPlanTiming({ db }, interview.planVersionId),
  ]);
  const progress = deriveProgress(turns, { questionCount: plan?.questionCount });
  return {
    id: interview.id,
    fullName: interview.fullName,
    posting,
    turns: turns.map(presentTurn),
    questionsAsked: progress.questionsAsked,
    maxQuestions: progress.maxQuestions,
    finished: progress.finished,
    submitted: Boolean(interview.submittedAt),
    speechToText,
    serverSpeech: Boolean(deps.ai.speak),
    plan,
    moreThinkingTime: interview.moreTimeRequestedAt !== null,
  };
}

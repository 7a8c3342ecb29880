import { answerTimeLimitSeconds, currentQuestionIndex } from '../../../core/interview-plan-timing.ts';
import type { Db } from '../../db/client.ts';
import { loadPlanTiming } from './load-plan-timing.ts';

/**
 * The answer time limit of the question being answered, from the plan version the interview
 * recorded at intake (the default without one): what the recording duration check enforces.
 */
export async function answerSecondsFor(db: Db, planVersionId: string | null, questionsAsked: number): Promise<number> {
  const timing = await loadPlanTiming({ db }, planVersionId);
  return answerTimeLimitSeconds(timing, currentQuestionIndex(questionsAsked, timing?.questionCount ?? 0));
}

import type { InterviewPlan } from '../../src/core/interview-plan.ts';
import type { CandidateAnswer } from '../../src/core/scorecard/scorecard.ts';
import { settleScorecard } from '../../src/core/scorecard/settle-scorecard.ts';
import { assessInterview } from '../../src/server/adapters/ai/builtin/assessor/builtin-assessment.ts';

/** The settled scorecard the built-in assessor gives these answers to a plan (version 1), as the assessor tests read it. */
export function builtinScorecard(plan: InterviewPlan, answers: CandidateAnswer[]) {
  return settleScorecard({
    plan,
    planVersion: 1,
    provider: 'builtin',
    model: 'test',
    answers,
    draft: assessInterview(plan, answers),
  });
}

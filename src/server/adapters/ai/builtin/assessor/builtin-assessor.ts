import { type InterviewPlan } from '../../../../../core/interview-plan.ts';
import { type AssessmentDraft, type CandidateAnswer } from '../../../../../core/scorecard/scorecard.ts';
import { assessInterview } from './builtin-assessment.ts';

/** Anything that turns a plan and a candidate's answers into a draft scorecard. */
export type Assessor = {
  provider: string;
  model: string;
  assess(plan: InterviewPlan, answers: CandidateAnswer[]): Promise<AssessmentDraft>;
};

/** The rules version: change it whenever the rules change, so stored scorecards say which rules made them. */
export const BUILTIN_ASSESSOR_MODEL = 'builtin-rules-4';

export const builtinAssessor: Assessor = {
  provider: 'builtin',
  model: BUILTIN_ASSESSOR_MODEL,
  assess: async (plan, answers) => assessInterview(plan, answers),
};

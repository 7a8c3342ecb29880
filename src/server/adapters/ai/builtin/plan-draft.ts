import {
  interviewPlanSchema,
  PLAN_RULES,
  type Competency,
  type InterviewPlan,
} from '../../../../core/interview-plan.ts';
import { extractJobFocus } from './job-focus.ts';
import { planQuestions, shortTitle } from './question-planner.ts';

type CompetencyTemplate = Omit<Competency, 'id'>;

const skillCompetency = (skill: string): CompetencyTemplate => ({
  name: skill.slice(0, 80),
  description: `Has applied ${skill} in real work and can explain their choices and the results.`,
  weight: 3,
  anchors: {
    1: `No concrete example of using ${skill}, or only general statements.`,
    3: `A relevant example of using ${skill} with their own part described, but little on results or trade-offs.`,
    5: `Specific examples of using ${skill}, their own decisions explained, with results and lessons learned.`,
  },
});

const FIXED: Record<'duties' | 'behaviour' | 'motivation', CompetencyTemplate> = {
  duties: {
    name: 'Role responsibilities',
    description: 'Has handled the main responsibilities of this role, or closely similar ones, and can say how.',
    weight: 2,
    anchors: {
      1: 'No related experience described.',
      3: 'Related experience, described in general terms.',
      5: 'Directly comparable work described step by step, with outcomes.',
    },
  },
  behaviour: {
    name: 'Problem solving and collaboration',
    description: 'Handles difficulties, disagreement and feedback constructively, with concrete examples.',
    weight: 2,
    anchors: {
      1: 'No example, or an example that blames others without reflection.',
      3: 'A real example with the situation and actions, little on the outcome.',
      5: 'A specific situation, their own actions, the outcome and what they learned.',
    },
  },
  motivation: {
    name: 'Motivation and fit',
    description: 'Knows why they want this role and connects their background to it.',
    weight: 1,
    anchors: {
      1: 'No reason given for applying.',
      3: 'General interest in the role.',
      5: 'Clear, specific reasons tied to their experience and this role.',
    },
  },
};

/**
 * The builtin "draft from the job description": the question planner's questions, each tied to
 * a competency (one per named skill, the role's responsibilities, problem solving and
 * collaboration, motivation), with the plan's default time limits and follow-ups. Deterministic,
 * so a posting always gets the same draft.
 */
export function draftPlanFromDescription(title: string, description: string): InterviewPlan {
  const focus = extractJobFocus(title, description);
  const texts = planQuestions(title, description, PLAN_RULES.maxQuestions, focus);
  const competencies: Competency[] = [];
  const idFor = (key: string, template: () => CompetencyTemplate): string => {
    const existing = competencies.find((c) => c.id === key);
    if (!existing) competencies.push({ id: key, ...template() });
    return key;
  };
  const questions = texts.map((text, index) => {
    const last = index === texts.length - 1;
    const skillIndex = focus.skills.findIndex((skill) => text.includes(skill));
    const competencyId =
      index === 0 || last
        ? idFor('motivation', () => FIXED.motivation)
        : skillIndex >= 0
          ? idFor(`skill-${skillIndex + 1}`, () => skillCompetency(focus.skills[skillIndex]!))
          : focus.responsibilities.some((duty) => text.includes(duty))
            ? idFor('responsibilities', () => FIXED.duties)
            : idFor('collaboration', () => FIXED.behaviour);
    return {
      id: `q${index + 1}`,
      competencyId,
      text: text.slice(0, 500),
      timeLimitSeconds: PLAN_RULES.defaultAnswerSeconds,
      followUps: PLAN_RULES.defaultFollowUps,
    };
  });
  return interviewPlanSchema.parse({
    intro: `Thank you for applying for the ${shortTitle(title)} role. Please take your time with each answer.`,
    competencies,
    questions,
  });
}

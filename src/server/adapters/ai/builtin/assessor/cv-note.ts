import { cvMentionOf } from '../../../../../core/cv-follow-up.ts';
import { type InterviewPlan } from '../../../../../core/interview-plan.ts';
import { type AssessmentDraft } from '../../../../../core/scorecard/scorecard.ts';

/** A rating from this value up, with evidence, counts as "the interview gave evidence". */
export const CV_NOTE_DEMONSTRATED_RATING = 3;

/**
 * The builtin "CV vs interview" note: for each competency the CV mentions (a CV line shares a
 * content word with it), one neutral sentence on whether the interview demonstrated it. Written
 * after the ratings, from them: the CV is never evidence and never changes a rating or the score.
 * Null when there is no CV text or it mentions no competency.
 */
export function writeCvNote(
  plan: InterviewPlan,
  competencies: AssessmentDraft['competencies'],
  cvText: string | undefined,
): string | null {
  if (!cvText?.trim()) return null;
  const sentences: string[] = [];
  for (const competency of plan.competencies) {
    const mention = cvMentionOf(cvText, competency);
    if (!mention) continue;
    const rated = competencies.find((c) => c.competencyId === competency.id);
    const shown =
      rated?.rating != null && rated.rating >= CV_NOTE_DEMONSTRATED_RATING && rated.evidence.length > 0
        ? `the interview gave evidence for ${competency.name} (rated ${rated.rating}).`
        : `the interview did not demonstrate ${competency.name}.`;
    sentences.push(`CV mentions ${mention.word}; ${shown}`);
  }
  return sentences.length > 0 ? sentences.join(' ') : null;
}

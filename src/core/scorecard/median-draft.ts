import { type AssessmentDraft, MAX_QUOTES_PER_COMPETENCY, type QuestionStatus } from './scorecard.ts';

/**
 * Several ratings of one interview (samples of one model, or several models) made into one
 * draft, competency by competency: the median rating, where "no rating" counts as the lowest
 * value (a competency most raters found no evidence for stays unrated). With an even number of
 * raters the lower of the two middle values is taken, so disagreement never raises a rating.
 * Quotes and the justification come from the raters who gave the median rating; each
 * question's status is the median the same way (not answered < partly < answered). Pure.
 */

/** The lower median of sortable values. */
export function lowerMedian(values: number[]): number {
  if (values.length === 0) throw new Error('lowerMedian of nothing');
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

const STATUS_ORDER: QuestionStatus[] = ['not_answered', 'partly', 'answered'];

export function medianDraft(drafts: AssessmentDraft[]): AssessmentDraft {
  if (drafts.length === 0) throw new Error('medianDraft needs at least one draft');
  if (drafts.length === 1) return drafts[0]!;
  const competencyIds = [...new Set(drafts.flatMap((d) => d.competencies.map((c) => c.competencyId)))];
  const competencies = competencyIds.map((competencyId) => {
    const entries = drafts.map((d) => d.competencies.find((c) => c.competencyId === competencyId));
    const median = lowerMedian(entries.map((c) => c?.rating ?? 0));
    const agreeing = entries.filter((c) => c !== undefined && (c.rating ?? 0) === median);
    const quotes = new Map<string, { answerId: string; quote: string }>();
    for (const c of agreeing)
      for (const q of c!.evidence)
        if (!quotes.has(`${q.answerId}\n${q.quote}`)) quotes.set(`${q.answerId}\n${q.quote}`, q);
    return {
      competencyId,
      rating: median === 0 ? null : median,
      justification: agreeing[0]?.justification ?? '',
      evidence: median === 0 ? [] : [...quotes.values()].slice(0, MAX_QUOTES_PER_COMPETENCY),
    };
  });
  const questionIds = [...new Set(drafts.flatMap((d) => d.questions.map((q) => q.questionId)))];
  const questions = questionIds.map((questionId) => {
    const ranks = drafts.map((d) => {
      const status = d.questions.find((q) => q.questionId === questionId)?.status ?? 'not_answered';
      return STATUS_ORDER.indexOf(status);
    });
    return { questionId, status: STATUS_ORDER[lowerMedian(ranks)]! };
  });
  const cvNote = drafts.find((d) => d.cvNote)?.cvNote;
  return { competencies, questions, ...(cvNote ? { cvNote } : {}) };
}

import { describe, expect, it } from 'vitest';
import { lowerMedian, medianDraft } from './median-draft.ts';
import { type AssessmentDraft } from './scorecard.ts';

const draft = (
  rating: number | null,
  quote: string,
  status: 'answered' | 'partly' | 'not_answered',
  cvNote?: string,
): AssessmentDraft => ({
  competencies: [
    {
      competencyId: 'c',
      rating,
      justification: `rated ${rating}`,
      evidence: rating === null ? [] : [{ answerId: 'a1', quote }],
    },
  ],
  questions: [{ questionId: 'q', status }],
  ...(cvNote ? { cvNote } : {}),
});

describe('median of several ratings', () => {
  it('takes the lower middle value', () => {
    expect(lowerMedian([3])).toBe(3);
    expect(lowerMedian([5, 1, 3])).toBe(3);
    expect(lowerMedian([4, 2])).toBe(2);
    expect(lowerMedian([4, 4, 2, 5])).toBe(4);
  });

  it('returns a single draft unchanged', () => {
    const one = draft(4, 'I rolled back the release', 'answered');
    expect(medianDraft([one])).toBe(one);
  });

  it('rates each competency with the median and keeps the quotes of the raters who gave it', () => {
    const merged = medianDraft([
      draft(5, 'quote from the five', 'answered'),
      draft(3, 'quote from a three', 'partly'),
      draft(3, 'another three quote', 'answered'),
    ]);
    expect(merged.competencies[0]).toEqual({
      competencyId: 'c',
      rating: 3,
      justification: 'rated 3',
      evidence: [
        { answerId: 'a1', quote: 'quote from a three' },
        { answerId: 'a1', quote: 'another three quote' },
      ],
    });
    expect(merged.questions).toEqual([{ questionId: 'q', status: 'answered' }]);
  });

  it('counts no rating as the lowest value: most raters finding nothing leaves the competency unrated', () => {
    const merged = medianDraft([
      draft(null, '', 'not_answered'),
      draft(null, '', 'partly'),
      draft(5, 'x y z', 'answered'),
    ]);
    expect(merged.competencies[0]).toMatchObject({ rating: null, evidence: [] });
    expect(merged.questions[0]!.status).toBe('partly');
  });

  it('never raises a rating on a tie, and keeps a CV note from any rater', () => {
    const merged = medianDraft([draft(2, 'low quote', 'partly'), draft(5, 'high quote', 'answered', 'CV agrees')]);
    expect(merged.competencies[0]!.rating).toBe(2);
    expect(merged.questions[0]!.status).toBe('partly');
    expect(merged.cvNote).toBe('CV agrees');
  });
});

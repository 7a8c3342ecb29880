import { type RatingAnchors } from '../interview-plan.ts';

/** What a rating means by the competency's written anchors: 1, 3 and 5 as written, 2 and 4 between their neighbours. */
export function anchorText(anchors: RatingAnchors, rating: number): string {
  if (rating === 1 || rating === 3 || rating === 5) return anchors[rating];
  if (rating === 2) return `Between 1 (${anchors[1]}) and 3 (${anchors[3]}).`;
  if (rating === 4) return `Between 3 (${anchors[3]}) and 5 (${anchors[5]}).`;
  return '';
}

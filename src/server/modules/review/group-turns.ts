import type { QaItem } from '../../../core/api/review.ts';
import { isLowConfidence } from '../../../core/stt-confidence.ts';

export type ReviewTurn = {
  seq: number;
  speaker: 'user' | 'bot';
  text: string;
  recordingKey: string | null;
  sttConfidence?: number | null;
};

/**
 * Pairs each bot question with the candidate answer that follows it, numbering the answers
 * that have a recording 1..n. An answer with no question before it (or a second answer to
 * the same question) gets its own item with a null question; an unanswered question (such as
 * the closing line) gets a null answer.
 */
export async function groupTurns(
  turns: readonly ReviewTurn[],
  signRecording: (key: string) => Promise<string>,
): Promise<QaItem[]> {
  const ordered = [...turns].sort((a, b) => a.seq - b.seq);
  const items: QaItem[] = [];
  let open: QaItem | null = null;
  let recordings = 0;
  for (const turn of ordered) {
    if (turn.speaker === 'bot') {
      open = { question: { seq: turn.seq, text: turn.text }, answer: null };
      items.push(open);
      continue;
    }
    const answer: NonNullable<QaItem['answer']> = {
      seq: turn.seq,
      text: turn.text,
      recordingNumber: turn.recordingKey ? ++recordings : null,
      recordingUrl: turn.recordingKey ? await signRecording(turn.recordingKey) : null,
      lowConfidence: isLowConfidence(turn.sttConfidence),
    };
    if (open && open.answer === null) open.answer = answer;
    else items.push({ question: null, answer });
    open = null;
  }
  return items;
}

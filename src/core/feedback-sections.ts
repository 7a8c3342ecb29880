/**
 * Splits an AI feedback text into the seven sections the feedback prompt asks for
 * (docs/product-rules.md §3), so the review screen can show each under its own heading. Models
 * decorate headings in many ways ("## Key Strengths", "**Cultural Fit:** ...", "3. Areas for
 * Improvement -"), so a heading is recognised at the start of a line, with or without
 * Markdown, followed by nothing or by a separator (':' or a dash) and the first text.
 */
export const FEEDBACK_HEADINGS = [
  'Overall Score',
  'Key Strengths',
  'Areas for Improvement',
  'Technical Skills Assessment',
  'Communication Skills',
  'Cultural Fit',
  'Final Recommendation',
] as const;

export type FeedbackHeading = (typeof FEEDBACK_HEADINGS)[number];
export type FeedbackSection = { heading: FeedbackHeading; body: string };
export type SplitFeedback = {
  /** Text before the first heading (e.g. the builtin assessor's notice). */
  preamble: string;
  sections: FeedbackSection[];
};

const headingPattern = FEEDBACK_HEADINGS.map((h) => h.replace(/ /g, '\\s+')).join('|');
const HEADING_LINE = new RegExp(
  `^\\s*(?:#{1,6}\\s*)?(?:\\d{1,2}[.)]\\s*)?[*_]{0,3}\\s*(${headingPattern})\\b(.*)$`,
  'i',
);
const DECORATION = /^[\s*_]*(?:\((?:[^)]{0,20})\))?[\s*_]*/;
const SEPARATOR = /^[:\-–—]\s*[*_]{0,3}\s*/;

function canonical(found: string): FeedbackHeading {
  const normal = found.replace(/\s+/g, ' ').toLowerCase();
  return FEEDBACK_HEADINGS.find((h) => h.toLowerCase() === normal)!;
}

/** The heading a line opens and the text after it, or null when the line is ordinary text. */
function headingOf(line: string): { heading: FeedbackHeading; rest: string } | null {
  const match = HEADING_LINE.exec(line);
  if (!match) return null;
  const after = match[2]!.replace(DECORATION, '');
  if (after.trim() === '') return { heading: canonical(match[1]!), rest: '' };
  // "Overall Score (1-100): 72": the bracket was taken by DECORATION; now a separator must follow.
  const separated = SEPARATOR.exec(after);
  if (!separated) return null;
  return {
    heading: canonical(match[1]!),
    rest: after
      .slice(separated[0].length)
      .replace(/[*_]+$/, '')
      .trim(),
  };
}

const tidy = (lines: string[]) =>
  lines
    .join('\n')
    .replace(/^\s*\n+|\n+\s*$/g, '')
    .trim();

export function splitFeedback(text: string): SplitFeedback {
  const preamble: string[] = [];
  const sections: { heading: FeedbackHeading; lines: string[] }[] = [];
  const seen = new Set<FeedbackHeading>();
  for (const line of text.split(/\r\n|\r|\n/)) {
    const found = headingOf(line);
    if (found && !seen.has(found.heading)) {
      seen.add(found.heading);
      sections.push({ heading: found.heading, lines: found.rest ? [found.rest] : [] });
      continue;
    }
    const current = sections[sections.length - 1];
    (current ? current.lines : preamble).push(line);
  }
  return {
    preamble: tidy(preamble),
    sections: sections.map(({ heading, lines }) => ({ heading, body: tidy(lines) })),
  };
}

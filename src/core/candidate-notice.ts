/**
 * The notice a candidate reads before consenting (docs/decisions/0021-candidate-rights.md).
 * An employer may rewrite it; every version is kept as written. The facts that change per
 * posting — the competencies assessed, this employer's retention, a contact — are placeholders
 * filled in when the notice is shown, so they are always true for the posting at hand. Pure: the
 * candidate page and the server both use it.
 */

export const NOTICE_PLACEHOLDERS = {
  competencies: '{{competencies}}',
  retentionDays: '{{retention_days}}',
  contact: '{{contact}}',
} as const;

/** Placeholders every notice must keep: without them a candidate would not learn what is assessed or kept. */
export const REQUIRED_NOTICE_PLACEHOLDERS = [NOTICE_PLACEHOLDERS.competencies, NOTICE_PLACEHOLDERS.retentionDays];

export const NOTICE_TEXT_MAX = 10_000;

/** Said where the posting has no published plan: the assessment then follows the job description. */
export const NO_PLAN_COMPETENCIES = 'the skills and responsibilities named in the job description';

export const DEFAULT_NOTICE_TEXT = [
  'Before you start, please read how this interview works and what happens to your data.',
  '',
  'What is recorded: your name, e-mail address and CV; a video and audio recording of each answer; the written transcript of the conversation.',
  '',
  'An AI interviewer asks the questions and an AI assesses your answers against these competencies: ' +
    `${NOTICE_PLACEHOLDERS.competencies}. The AI's assessment is advice only: people on the hiring team make every decision.`,
  '',
  'Who sees it: only the hiring team of this employer. Your data is not sold or used to train AI models.',
  '',
  `How long it is kept: ${NOTICE_PLACEHOLDERS.retentionDays} days, then it is deleted automatically.`,
  '',
  'Your rights: after you submit, we e-mail you a private link where you can see everything stored about you, ' +
    'download a copy, and delete it at any time. Instead of the AI interview you may ask for an alternative process ' +
    'with a person; choosing it does not count against you.',
  '',
  `Contact: ${NOTICE_PLACEHOLDERS.contact}`,
].join('\n');

export type NoticeFacts = {
  /** Competency names from the posting's published plan version; empty without a plan. */
  competencies: readonly string[];
  retentionDays: number;
  contact: string;
};

/** The notice as the candidate reads it: placeholders replaced by this posting's facts (plain text). */
export function renderNotice(text: string, facts: NoticeFacts): string {
  const competencies = facts.competencies.length > 0 ? facts.competencies.join(', ') : NO_PLAN_COMPETENCIES;
  return text
    .split(NOTICE_PLACEHOLDERS.competencies)
    .join(competencies)
    .split(NOTICE_PLACEHOLDERS.retentionDays)
    .join(String(facts.retentionDays))
    .split(NOTICE_PLACEHOLDERS.contact)
    .join(facts.contact);
}

/** The required placeholders a proposed notice text lacks (empty when it may be saved). */
export function missingNoticePlaceholders(text: string): string[] {
  return REQUIRED_NOTICE_PLACEHOLDERS.filter((placeholder) => !text.includes(placeholder));
}

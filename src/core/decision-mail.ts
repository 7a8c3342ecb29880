/**
 * The default e-mail an employer sends after accepting or rejecting a candidate
 * (docs/product-rules.md §4: "a mail draft to the candidate opens"). The employer edits it before
 * sending; the same text feeds the mailto fallback.
 */
import { paragraphsToText } from './mail-layout.ts';
import {
  defaultTemplate,
  renderMailTemplate,
  REPLY_WITH_TIMES_LINE,
  SCHEDULING_LINE,
  type MailTemplate,
} from './mail-templates.ts';

export type DecisionMailStatus = 'accepted' | 'rejected';

export type DecisionMailContext = {
  candidateName: string;
  jobTitle: string;
  /** Signs the message ("The hiring team at {companyName}"); without it, "The hiring team". */
  companyName?: string;
  /** A booking link or time slots go with the e-mail (added below the message by the server). */
  scheduling?: boolean;
  /** The organization's own wording (Settings → E-mails); the default otherwise. */
  template?: MailTemplate;
};

export type DecisionMail = { subject: string; body: string };

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

function firstName(fullName: string): string {
  const name = oneLine(fullName);
  return name === '' ? 'there' : name.split(' ')[0]!;
}

export { REPLY_WITH_TIMES_LINE, SCHEDULING_LINE };

/** Swaps the scheduling sentence of an accept body, leaving the employer's other edits as they are. */
export function withSchedulingLine(body: string, scheduling: boolean): string {
  return scheduling
    ? body.replace(REPLY_WITH_TIMES_LINE, SCHEDULING_LINE)
    : body.replace(SCHEDULING_LINE, REPLY_WITH_TIMES_LINE);
}

/** The draft the employer edits before sending: the organization's template (or the default) filled in. */
export function decisionMailTemplate(status: DecisionMailStatus, context: DecisionMailContext): DecisionMail {
  const kind = status === 'accepted' ? 'decision_accepted' : 'decision_rejected';
  const rendered = renderMailTemplate(context.template ?? defaultTemplate(kind), {
    candidateName: oneLine(context.candidateName) || 'there',
    candidateFirstName: firstName(context.candidateName),
    jobTitle: oneLine(context.jobTitle),
    companyName: context.companyName ? oneLine(context.companyName) : '',
  });
  const body = paragraphsToText(rendered.paragraphs)
    // Without a title or company the default still reads well.
    .replace('the  position', 'the position')
    .replace(/The hiring team at *$/, 'The hiring team');
  return {
    subject: rendered.subject,
    body: status === 'accepted' ? withSchedulingLine(body, context.scheduling ?? false) : body,
  };
}

/** A mailto: link with the same subject and body (the fallback "Open in my mail app"). */
export function mailtoLink(to: string, mail: DecisionMail): string {
  const params = new URLSearchParams({ subject: mail.subject, body: mail.body });
  // URLSearchParams encodes spaces as '+', which mail clients show literally.
  return `mailto:${encodeURIComponent(to).replace(/%40/g, '@')}?${params.toString().replace(/\+/g, '%20')}`;
}

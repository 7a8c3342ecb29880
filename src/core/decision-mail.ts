/**
 * The default e-mail an employer sends after accepting or rejecting a candidate
 * (docs/product-rules.md §4: "a mail draft to the candidate opens"). The employer edits it before
 * sending; the same text feeds the mailto fallback.
 */
export type DecisionMailStatus = 'accepted' | 'rejected';

export type DecisionMailContext = {
  candidateName: string;
  jobTitle: string;
  /** Signs the message ("The {companyName} hiring team"); without it, "The hiring team". */
  companyName?: string;
  /** A booking link or time slots go with the e-mail (added below the message by the server). */
  scheduling?: boolean;
};

export type DecisionMail = { subject: string; body: string };

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

function firstName(fullName: string): string {
  const name = oneLine(fullName);
  return name === '' ? 'there' : name.split(' ')[0]!;
}

export const REPLY_WITH_TIMES_LINE =
  'Please reply to this e-mail with a few times that suit you over the next week, and we will send you an invitation.';
export const SCHEDULING_LINE = 'Please choose a time for the next interview with the link below.';

/** Swaps the scheduling sentence of an accept body, leaving the employer's other edits as they are. */
export function withSchedulingLine(body: string, scheduling: boolean): string {
  return scheduling
    ? body.replace(REPLY_WITH_TIMES_LINE, SCHEDULING_LINE)
    : body.replace(SCHEDULING_LINE, REPLY_WITH_TIMES_LINE);
}

export function decisionMailTemplate(status: DecisionMailStatus, context: DecisionMailContext): DecisionMail {
  const title = oneLine(context.jobTitle);
  const role = title ? `${title} ` : '';
  const position = title ? `the ${title} position` : 'the position';
  const company = context.companyName ? oneLine(context.companyName) : '';
  const signature = company ? `The ${company} hiring team` : 'The hiring team';
  const greeting = `Dear ${firstName(context.candidateName)},`;
  if (status === 'accepted') {
    return {
      subject: `Next steps for your ${role}application`,
      body: [
        greeting,
        '',
        `Thank you for completing the video interview for ${position}. We enjoyed your answers and would like to invite you to the next round.`,
        '',
        context.scheduling ? SCHEDULING_LINE : REPLY_WITH_TIMES_LINE,
        '',
        'Best regards,',
        signature,
      ].join('\n'),
    };
  }
  return {
    subject: `Your ${role}application`,
    body: [
      greeting,
      '',
      `Thank you for taking the time to complete the video interview for ${position}.`,
      '',
      'After careful consideration we have decided not to move forward with your application at this time. We appreciate your interest and wish you every success in your search.',
      '',
      'Best regards,',
      signature,
    ].join('\n'),
  };
}

/** A mailto: link with the same subject and body (the fallback "Open in my mail app"). */
export function mailtoLink(to: string, mail: DecisionMail): string {
  const params = new URLSearchParams({ subject: mail.subject, body: mail.body });
  // URLSearchParams encodes spaces as '+', which mail clients show literally.
  return `mailto:${encodeURIComponent(to).replace(/%40/g, '@')}?${params.toString().replace(/\+/g, '%20')}`;
}

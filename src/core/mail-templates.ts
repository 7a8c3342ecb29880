import { toParagraphs, type Inline, type Line, type Paragraph } from './mail-layout.ts';

/**
 * The candidate e-mails an organization may word itself, their variables and their default text —
 * the one home of that text (docs/decisions/0043-mail-that-looks-like-the-employers.md).
 *
 * A template is plain text with `{{variable}}` placeholders. Rendering substitutes each value
 * once (a value is never read as a template), folds it to one line, and keeps links apart from
 * text, so the HTML part can escape every word and make only the server's URLs clickable.
 */
export const MAIL_TEMPLATE_KINDS = [
  'invitation',
  'reminder',
  'confirmation',
  'decision_accepted',
  'decision_rejected',
  'second_round',
] as const;
export type MailTemplateKind = (typeof MAIL_TEMPLATE_KINDS)[number];
export const isMailTemplateKind = (value: string): value is MailTemplateKind =>
  (MAIL_TEMPLATE_KINDS as readonly string[]).includes(value);

export const MAIL_SUBJECT_MAX = 200;
export const MAIL_BODY_MAX = 5000;

/** Variables that hold a link: rendered as a button (own paragraph) or a link, never in a subject. */
export const LINK_VARIABLES = {
  interviewLink: 'Start the interview',
  continueLink: 'Continue your interview',
  manageLink: 'Change or cancel this time',
  meetingLink: 'Join the meeting',
} as const;
type LinkVariable = keyof typeof LINK_VARIABLES;
const isLinkVariable = (name: string): name is LinkVariable => name in LINK_VARIABLES;

/** What each variable means, shown beside the editor. */
export const VARIABLE_DESCRIPTIONS: Record<string, string> = {
  companyName: 'Your organization’s name as candidates see it',
  jobTitle: 'The posting’s title',
  candidateName: 'The candidate’s full name',
  candidateFirstName: 'The candidate’s first name',
  interviewLink: 'The candidate’s personal interview link',
  expiresOn: 'The date the link stops working',
  interviewLength: 'How long the interview takes',
  continueLink: 'The link to continue an unfinished interview on any device',
  continueDays: 'How many days the continue link works',
  slotTime: 'The chosen time, with its time zone',
  meetingLink: 'The video meeting link of the second round (when set)',
  location: 'Where the second round takes place (when set)',
  manageLink: 'The link to reschedule or cancel the chosen time',
};

type TemplateSpec = {
  label: string;
  /** What the mail is for, one sentence for the settings page. */
  purpose: string;
  variables: readonly string[];
  /** Without these the mail cannot do its job (e.g. an invitation without its link). */
  required: readonly string[];
  subject: string;
  body: string;
};

/** The accept draft's scheduling sentence, swapped by `withSchedulingLine` (src/core/decision-mail.ts). */
export const REPLY_WITH_TIMES_LINE =
  'Please reply to this e-mail with a few times that suit you over the next week, and we will send you an invitation.';
export const SCHEDULING_LINE = 'Please choose a time for the next interview with the link below.';

const SIGN_OFF = 'Kind regards,\nThe hiring team at {{companyName}}';

export const MAIL_TEMPLATES: Record<MailTemplateKind, TemplateSpec> = {
  invitation: {
    label: 'Invitation',
    purpose: 'Sent to each candidate you invite (one by one or from a CSV file).',
    variables: ['companyName', 'jobTitle', 'candidateName', 'interviewLink', 'expiresOn', 'interviewLength'],
    required: ['interviewLink'],
    subject: 'You are invited to interview for {{jobTitle}}',
    body: [
      'Dear {{candidateName}},',
      '',
      'You are invited to a video interview for the {{jobTitle}} position. Open your personal link to start; your name and e-mail are already filled in.',
      '',
      '{{interviewLink}}',
      '',
      'The link works until {{expiresOn}}. {{interviewLength}}',
      '',
      SIGN_OFF,
    ].join('\n'),
  },
  reminder: {
    label: 'Reminder',
    purpose: 'Sent once to an invited candidate who has not started, after the days set on the posting.',
    variables: ['companyName', 'jobTitle', 'candidateName', 'interviewLink', 'expiresOn', 'interviewLength'],
    required: ['interviewLink'],
    subject: 'Reminder: your interview for {{jobTitle}}',
    body: [
      'Dear {{candidateName}},',
      '',
      'A reminder that you are invited to a video interview for the {{jobTitle}} position. You can start whenever it suits you with your personal link.',
      '',
      '{{interviewLink}}',
      '',
      'The link works until {{expiresOn}}. {{interviewLength}}',
      '',
      SIGN_OFF,
    ].join('\n'),
  },
  confirmation: {
    label: 'Interview started',
    purpose:
      'Sent when a candidate starts an interview, with the link to continue it on any device if they stop before submitting.',
    // No candidateName: the address was typed by whoever applied, so the mail never repeats a typed name.
    variables: ['companyName', 'jobTitle', 'continueLink', 'continueDays'],
    required: ['continueLink'],
    subject: 'Your interview for {{jobTitle}}',
    body: [
      'Hello,',
      '',
      'Thank you for starting your video interview for the {{jobTitle}} position.',
      '',
      'If you stop before you submit it, you can continue where you left off, on this or any other device, with this link. It works once, for {{continueDays}} days, and only until you submit the interview:',
      '',
      '{{continueLink}}',
      '',
      'Keep this e-mail to yourself: anyone with the link can continue your interview. If you did not start this interview, you can ignore this e-mail.',
      '',
      SIGN_OFF,
    ].join('\n'),
  },
  decision_accepted: {
    label: 'Decision: next round',
    purpose: 'The draft you see when you send an accepted candidate their e-mail (you can still edit it there).',
    variables: ['companyName', 'jobTitle', 'candidateName', 'candidateFirstName'],
    required: [],
    subject: 'Next steps for your {{jobTitle}} application',
    body: [
      'Dear {{candidateFirstName}},',
      '',
      'Thank you for completing the video interview for the {{jobTitle}} position. We enjoyed your answers and would like to invite you to the next round.',
      '',
      REPLY_WITH_TIMES_LINE,
      '',
      SIGN_OFF,
    ].join('\n'),
  },
  decision_rejected: {
    label: 'Decision: not moving forward',
    purpose: 'The draft you see when you send a rejected candidate their e-mail (you can still edit it there).',
    variables: ['companyName', 'jobTitle', 'candidateName', 'candidateFirstName'],
    required: [],
    subject: 'Your {{jobTitle}} application',
    body: [
      'Dear {{candidateFirstName}},',
      '',
      'Thank you for taking the time to complete the video interview for the {{jobTitle}} position.',
      '',
      'After careful consideration we have decided not to move forward with your application at this time. We appreciate your interest and wish you every success in your search.',
      '',
      SIGN_OFF,
    ].join('\n'),
  },
  second_round: {
    label: 'Second round confirmed',
    purpose: 'Sent when a candidate picks (or changes) a second-round time; the calendar invitation is attached.',
    variables: ['companyName', 'jobTitle', 'candidateName', 'slotTime', 'location', 'meetingLink', 'manageLink'],
    required: ['slotTime', 'manageLink'],
    subject: 'Confirmed: second-round interview for {{jobTitle}}',
    body: [
      'Dear {{candidateName}},',
      '',
      'Thank you for choosing a time. Your second-round interview for the {{jobTitle}} position is on {{slotTime}}.',
      '',
      '{{location}}',
      '',
      '{{meetingLink}}',
      '',
      'The calendar invitation is attached. If the time no longer suits you, you can pick another one or cancel:',
      '',
      '{{manageLink}}',
      '',
      SIGN_OFF,
    ].join('\n'),
  },
};

export type MailTemplate = { subject: string; body: string };
export type TemplateValues = Record<string, string>;
export type FieldErrors = Partial<Record<keyof MailTemplate, string>>;

export const defaultTemplate = (kind: MailTemplateKind): MailTemplate => ({
  subject: MAIL_TEMPLATES[kind].subject,
  body: MAIL_TEMPLATES[kind].body,
});

const PLACEHOLDER = /\{\{([^{}]*)\}\}/g;
const NAME = /^\s*([A-Za-z][A-Za-z0-9]*)\s*$/;

const list = (names: readonly string[]) => names.map((n) => `{{${n}}}`).join(', ');

function checkField(kind: MailTemplateKind, field: keyof MailTemplate, text: string): string | undefined {
  const spec = MAIL_TEMPLATES[kind];
  const max = field === 'subject' ? MAIL_SUBJECT_MAX : MAIL_BODY_MAX;
  if (text.trim() === '')
    return field === 'subject' ? 'Please enter a subject.' : 'Please enter the text of the e-mail.';
  if (text.length > max) return `At most ${max} characters (this has ${text.length}).`;
  if (field === 'subject' && /[\r\n]/.test(text)) return 'The subject must be one line.';
  const allowed = field === 'subject' ? spec.variables.filter((v) => !isLinkVariable(v)) : spec.variables;
  const used: string[] = [];
  for (const match of text.matchAll(PLACEHOLDER)) {
    const name = NAME.exec(match[1]!)?.[1];
    if (!name || !allowed.includes(name)) {
      const what =
        name && isLinkVariable(name) && field === 'subject' ? 'A link cannot go in the subject' : 'Unknown variable';
      return `${what}: ${match[0]}. You can use ${list(allowed)}.`;
    }
    used.push(name);
  }
  const rest = text.replace(PLACEHOLDER, '');
  if (rest.includes('{{') || rest.includes('}}'))
    return 'A variable is not closed: write it as {{name}}, with two braces on each side.';
  if (field === 'body') {
    const missing = spec.required.filter((name) => !used.includes(name));
    if (missing.length) return `The e-mail must contain ${list(missing)}.`;
  }
  return undefined;
}

/** Field-level problems of an employer's template; empty when it can be saved. */
export function validateMailTemplate(kind: MailTemplateKind, template: MailTemplate): FieldErrors {
  const errors: FieldErrors = {};
  const subject = checkField(kind, 'subject', template.subject);
  const body = checkField(kind, 'body', template.body);
  if (subject) errors.subject = subject;
  if (body) errors.body = body;
  return errors;
}

/** C0 and C1 control characters and the Unicode line and paragraph separators. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;

/** A value as it may appear in a mail: one line, control characters folded. */
const oneLine = (value: string) => value.replace(CONTROL, ' ').replace(/\s+/g, ' ').trim();

/**
 * Renders a (valid) template with these values. Unknown placeholders cannot occur in a saved
 * template; if one does, it is dropped rather than shown. An empty link value drops its line.
 */
export function renderMailTemplate(
  template: MailTemplate,
  values: TemplateValues,
): { subject: string; paragraphs: Paragraph[] } {
  const subject = oneLine(
    template.subject.replace(PLACEHOLDER, (_, raw: string) => {
      const name = NAME.exec(raw)?.[1];
      return name && !isLinkVariable(name) ? (values[name] ?? '') : '';
    }),
  );
  const lines: Line[] = [[]];
  const push = (part: Inline) => lines[lines.length - 1]!.push(part);
  let last = 0;
  const body = template.body.replace(/\r\n|\r/g, '\n');
  for (const match of body.matchAll(PLACEHOLDER)) {
    const literal = body.slice(last, match.index);
    literal.split('\n').forEach((piece, i) => {
      if (i > 0) lines.push([]);
      if (piece) push({ text: piece });
    });
    last = match.index + match[0].length;
    const name = NAME.exec(match[1]!)?.[1];
    const value = name ? values[name] : undefined;
    if (!name || !value) continue;
    if (isLinkVariable(name)) push({ link: value, label: LINK_VARIABLES[name] });
    else push({ text: oneLine(value) });
  }
  body
    .slice(last)
    .split('\n')
    .forEach((piece, i) => {
      if (i > 0) lines.push([]);
      if (piece) push({ text: piece });
    });
  return { subject, paragraphs: toParagraphs(lines) };
}

/** Made-up values for the settings preview (the real ones are only known when a mail is sent). */
export function sampleValues(baseUrl: string, companyName: string): TemplateValues {
  const base = baseUrl.replace(/\/+$/, '');
  return {
    companyName,
    jobTitle: 'Customer Support Specialist',
    candidateName: 'Alex Example',
    candidateFirstName: 'Alex',
    interviewLink: `${base}/invite/example-link`,
    expiresOn: 'Tue 8 Dec 2026',
    interviewLength: 'It has 6 questions and takes about 20 minutes.',
    continueLink: `${base}/continue#token=example`,
    continueDays: '7',
    slotTime: 'Tue 8 Dec 2026, 10:00–10:45 (Europe/Berlin)',
    location: 'Where: Main office, Example Street 1',
    meetingLink: 'https://meet.example.com/abc-defg-hij',
    manageLink: `${base}/second-round/example-link`,
  };
}

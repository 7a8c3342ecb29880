import { interviewLengthSentence, type InterviewLength } from '../../../core/interview-length.ts';
import { quoteSupplied, quoteSuppliedNote } from '../../../core/supplied-text.ts';

/**
 * Texts of the candidate-rights and notification e-mails (plain text; candidate-supplied words
 * are data inside them, never markup). Queued through the send-mail job. A mail to the address a
 * candidate typed never repeats the name they typed (anyone can type anyone's address); a mail to
 * the employer shows it short and quoted, labelled as the candidate's (src/core/supplied-text.ts).
 */
export type Mail = { subject: string; text: string };

const YOUR_DATA_LINE =
  'This link is private: anyone who has it can see and delete your application, so do not share it. It works until you delete your data or it is deleted at the end of the retention period.';

export function submissionConfirmationMail(input: { jobTitle: string; yourDataUrl: string }): Mail {
  return {
    subject: `We received your interview for ${input.jobTitle}`,
    text: [
      'Hello,',
      '',
      `Thank you: your interview for "${input.jobTitle}" was submitted and the hiring team will review it.`,
      '',
      'You can see everything stored about you, download a copy, or delete it here:',
      '',
      input.yourDataUrl,
      '',
      YOUR_DATA_LINE,
    ].join('\n'),
  };
}

export function alternativeConfirmationMail(input: { jobTitle: string; yourDataUrl: string }): Mail {
  return {
    subject: `Your request for an alternative process: ${input.jobTitle}`,
    text: [
      'Hello,',
      '',
      `Your request for an alternative to the AI interview for "${input.jobTitle}" was sent to the hiring team. They will contact you at this address. No AI interview or AI assessment takes place for your application.`,
      '',
      'You can see what is stored about you, download a copy, or delete it here:',
      '',
      input.yourDataUrl,
      '',
      YOUR_DATA_LINE,
    ].join('\n'),
  };
}

/**
 * Someone applied with this address while an unfinished application of it exists
 * (docs/decisions/0028): the mailbox owner may continue that one on any device.
 */
export function continueApplicationMail(input: {
  jobTitle: string;
  startedAt: Date;
  continueUrl: string;
  days: number;
  /** The length of that earlier interview (its own plan version), as the candidate will meet it. */
  length: InterviewLength;
}): Mail {
  return {
    subject: `Continue your application: ${input.jobTitle}`,
    text: [
      'Hello,',
      '',
      `Someone just started an application for "${input.jobTitle}" with this e-mail address. An earlier application with this address, started on ${input.startedAt.toISOString().slice(0, 10)}, was never finished.`,
      '',
      `If it was you, you can continue that earlier interview, on any device, with this link (it works for ${input.days} days, once):`,
      '',
      input.continueUrl,
      '',
      interviewLengthSentence(input.length),
      '',
      'Or simply carry on with the application you just started. Only a finished interview is passed on to the hiring team. If it was not you, ignore this e-mail.',
    ].join('\n'),
  };
}

/**
 * Someone applied with this address while its earlier, finished application still counts: the
 * new one is passed on only as a repeat and not assessed (docs/decisions/0028). The link lets the
 * mailbox owner see or delete the earlier application, e.g. when someone else made it.
 */
export function repeatApplicationMail(input: {
  jobTitle: string;
  appliedOn: Date;
  alreadyApplied: string;
  yourDataUrl: string;
}): Mail {
  return {
    subject: `You have already applied: ${input.jobTitle}`,
    text: [
      'Hello,',
      '',
      `Someone just applied for "${input.jobTitle}" with this e-mail address, which already applied on ${input.appliedOn.toISOString().slice(0, 10)}.`,
      input.alreadyApplied,
      'The new application is shown to the hiring team only as a repeat and is not assessed.',
      '',
      'If you did not make the earlier application, you can see or delete it here; after deleting it, apply again:',
      '',
      input.yourDataUrl,
      '',
      `This link replaces any earlier one for that application. ${YOUR_DATA_LINE}`,
    ].join('\n'),
  };
}

export function deletionConfirmationMail(input: { jobTitle: string }): Mail {
  return {
    subject: `Your data for ${input.jobTitle} was deleted`,
    text: [
      'Hello,',
      '',
      `As you asked, your application for "${input.jobTitle}" was deleted: your details, CV, recordings, transcript and assessment, with any copies we held. This e-mail is the last message about it and is not kept once sent.`,
    ].join('\n'),
  };
}

export function submissionNoticeMail(input: { candidateName: string; jobTitle: string; reviewUrl: string }): Mail {
  return {
    subject: `New interview submitted: ${input.jobTitle}`,
    text: [
      `A candidate submitted an interview for "${input.jobTitle}".`,
      `Name as they typed it: ${quoteSupplied(input.candidateName)}`,
      '',
      `Review it: ${input.reviewUrl}`,
      '',
      "You can change these e-mails (each interview, a daily digest, or none) in the posting's settings.",
    ].join('\n'),
  };
}

export function submissionDigestMail(input: {
  postings: Array<{ title: string; count: number; candidatesUrl: string }>;
}): Mail {
  const total = input.postings.reduce((sum, posting) => sum + posting.count, 0);
  return {
    subject: `${total} new interview${total === 1 ? '' : 's'} submitted`,
    text: [
      'Interviews submitted since the last digest:',
      '',
      ...input.postings.map((p) => `- ${p.title}: ${p.count} — ${p.candidatesUrl}`),
      '',
      "You can change these e-mails (each interview, a daily digest, or none) in each posting's settings.",
    ].join('\n'),
  };
}

export function alternativeRequestNoticeMail(input: {
  candidateName: string;
  candidateEmail: string;
  jobTitle: string;
  message: string;
  candidatesUrl: string;
}): Mail {
  return {
    subject: `Alternative process requested: ${input.jobTitle}`,
    text: [
      `A candidate asked for an alternative to the AI interview for "${input.jobTitle}".`,
      `Name as they typed it: ${quoteSupplied(input.candidateName)}`,
      `E-mail address as they typed it (not verified): ${input.candidateEmail}`,
      'No AI interview or AI assessment runs for this application. Please contact the candidate to arrange another process.',
      ...(input.message ? ['', 'Their note, as they wrote it:', ...quoteSuppliedNote(input.message)] : []),
      '',
      `The request is listed with your candidates: ${input.candidatesUrl}`,
    ].join('\n'),
  };
}

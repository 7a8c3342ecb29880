import { quoteSupplied } from '../../core/supplied-text.ts';

/** Texts of the account e-mails better-auth asks us to send (queued through the send-mail job). */
export type AuthMail = { subject: string; text: string };

export const verificationMailSubject = 'Confirm your Screenroom e-mail address';

export function verificationMail(name: string, url: string): AuthMail {
  return {
    subject: verificationMailSubject,
    text: [
      `Hello ${name},`,
      '',
      'Please confirm that this is your e-mail address by opening this link within 24 hours:',
      '',
      url,
      '',
      'If you did not create a Screenroom account, ignore this e-mail.',
    ].join('\n'),
  };
}

export const existingAccountMailSubject = 'Someone tried to sign up with your e-mail address';

export function existingAccountMail(name: string, publicUrl: string): AuthMail {
  return {
    subject: existingAccountMailSubject,
    text: [
      `Hello ${name},`,
      '',
      'Someone just tried to create a Screenroom account with this e-mail address, which already has one.',
      'No new account was created and nothing changed in yours.',
      '',
      `If it was you, sign in instead, or reset your password at ${new URL('/forgot-password', publicUrl)}.`,
      'If it was not you, you can ignore this e-mail.',
    ].join('\n'),
  };
}

/** No organization or person's name in the subject: both are typed by whoever sends the invitation. */
export const invitationMailSubject = 'You are invited to join a team on Screenroom';

export function invitationMail(
  invitation: { organizationName: string; inviterName: string; role: string; expiresAt: Date },
  url: string,
): AuthMail {
  return {
    subject: invitationMailSubject,
    text: [
      'Hello,',
      '',
      `A Screenroom user invited you to join their organization as ${invitation.role}.`,
      `Organization name, as they typed it: ${quoteSupplied(invitation.organizationName)}`,
      `Their name, as they typed it: ${quoteSupplied(invitation.inviterName)}`,
      `Open this link before ${invitation.expiresAt.toUTCString()} to accept:`,
      '',
      url,
      '',
      'Sign in, or create an account with this e-mail address, to accept. If you did not expect this, ignore this e-mail.',
    ].join('\n'),
  };
}

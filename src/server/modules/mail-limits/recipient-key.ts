import { createHash } from 'node:crypto';

/**
 * The rate-limit key of a recipient address: a digest, because rate-limit keys never hold
 * addresses (docs/decisions/0021-candidate-rights.md). `scope` names the kind of mail.
 */
export const recipientLimitKey = (scope: string, email: string) =>
  `${scope}:to:${createHash('sha256').update(email.trim().toLowerCase()).digest('hex')}`;

import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A per-interview secret the candidate's browser keeps; only its hash is stored. */
export function issueCandidateToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashCandidateToken(token) };
}

export const hashCandidateToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function candidateTokenMatches(token: string, storedHash: string | null): boolean {
  if (!storedHash) return false;
  const given = Buffer.from(hashCandidateToken(token), 'hex');
  const expected = Buffer.from(storedHash, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

import { createHash, randomBytes } from 'node:crypto';
import { API_KEY_MARKER, API_KEY_RANDOM_CHARS, apiKeyPrefix } from '../../../core/api-keys.ts';

/** The digest stored for a key: the secret itself is never kept (docs/decisions/0026-public-api.md). */
export const hashApiKey = (secret: string): string => createHash('sha256').update(secret).digest('hex');

/** A fresh key: the secret to show once, its visible prefix and the digest to store. */
export function newApiKeySecret(): { secret: string; prefix: string; hash: string } {
  const secret = API_KEY_MARKER + randomBytes(API_KEY_RANDOM_CHARS / 2).toString('hex');
  return { secret, prefix: apiKeyPrefix(secret), hash: hashApiKey(secret) };
}

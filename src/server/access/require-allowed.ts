import { roleMay, type Action, type Actor } from '../../core/access.ts';
import { apiKeyMessages } from '../../core/api/api-keys.ts';
import { scopesAllow, type ApiKeyScope } from '../../core/api-keys.ts';
import { forbidden } from '../errors.ts';

export const actionForbidden = () => forbidden('Your role in this organization does not allow this.');

/** Who acts: a member through a session, or through an API key whose scopes narrow the creator's role. */
export type Acting = Pick<Actor, 'role'> & { scopes?: readonly ApiKeyScope[] };

const scopeRefuses = (actor: Acting, action: Action) => Boolean(actor.scopes && !scopesAllow(actor.scopes, action));

/** The check of `requireAllowed` as a yes/no, for answers that say what the caller may do. */
export function mayTake(actor: Acting, action: Action): boolean {
  return !scopeRefuses(actor, action) && roleMay(actor.role, action);
}

/**
 * The one permission check on the server: the API key's scopes (when acting through one) and the
 * role table of src/core/access.ts (403 when either refuses; a missing scope is named first).
 * Which subject (posting, interview) the actor may touch is the SQL scope of ./posting-scope.ts
 * and ./interview-scope.ts, which call this, so a public-API route and a web route reach the same
 * check once, in the use case.
 */
export function requireAllowed(actor: Acting, action: Action): void {
  if (scopeRefuses(actor, action)) throw forbidden(apiKeyMessages.scopeMissing);
  if (!roleMay(actor.role, action)) throw actionForbidden();
}

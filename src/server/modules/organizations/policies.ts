import { roleMay, type Action, type Actor } from '../../../core/access.ts';
import { forbidden } from '../../errors.ts';

export const actionForbidden = () => forbidden('Your role in this organization does not allow this.');

/**
 * The role check of src/core/access.ts, on the server. Which subject (posting, interview) the
 * actor may touch is the SQL scope of modules/postings/policies.ts; this says whether the
 * role may take the action at all (403 when not).
 */
export function requireAllowed(actor: Actor, action: Action): void {
  if (!roleMay(actor.role, action)) throw actionForbidden();
}

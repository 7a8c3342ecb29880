import type { Actor } from '../../../core/access.ts';
import type { PostingSettings } from '../../../core/api/invitations.ts';
import { jobPostings } from '../../db/schema.ts';
import { ownedPosting, postingNotFound } from '../../access/posting-scope.ts';
import { presentSettings, settingsColumns } from './posting-settings.ts';
import type { UseCaseContext } from '../../deps.ts';

/**
 * Saves the settings; the owner scope is part of the UPDATE. A new expiry applies to invitations
 * sent from now on (each invitation keeps the expiry it was sent with).
 */
export async function updatePostingSettings(
  { db }: UseCaseContext<'db'>,
  actor: Actor,
  postingId: string,
  input: PostingSettings,
): Promise<PostingSettings> {
  const [row] = await db
    .update(jobPostings)
    .set({
      invitationReminderDays: input.reminderDays,
      invitationExpiryDays: input.expiryDays,
      bookingUrl: input.bookingUrl,
    })
    .where(ownedPosting(actor, postingId, 'posting.update'))
    .returning(settingsColumns);
  if (!row) throw postingNotFound();
  return presentSettings(row);
}

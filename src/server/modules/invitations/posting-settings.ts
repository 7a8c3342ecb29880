import type { PostingSettings } from '../../../core/api/invitations.ts';
import { jobPostings } from '../../db/schema.ts';

/** The posting columns behind the invitation and scheduling settings. */
export const settingsColumns = {
  reminderDays: jobPostings.invitationReminderDays,
  expiryDays: jobPostings.invitationExpiryDays,
  bookingUrl: jobPostings.bookingUrl,
};

export const presentSettings = (row: PostingSettings): PostingSettings => ({
  reminderDays: row.reminderDays,
  expiryDays: row.expiryDays,
  bookingUrl: row.bookingUrl,
});

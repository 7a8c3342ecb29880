/**
 * Preview as candidate (docs/decisions/0042): an employer who may read a posting runs the real
 * candidate flow on it. The preview's interview row is usable only by the employer who started
 * it, only while signed in, and only for PREVIEW_MINUTES; it is no application.
 */
export const PREVIEW_MINUTES = 120;

export const previewMessages = {
  banner:
    'This is what a candidate sees. Nothing is recorded as an application, no e-mail is sent and no usage is counted.',
  finished:
    'The preview is over and has been deleted: no application was created, no e-mail was sent and no usage was counted.',
  /** The completion dialog of a preview: "submitting" ends it, nothing reaches the hiring team. */
  submit: 'Submitting ends the preview and deletes it: nothing is sent to the hiring team.',
} as const;

export const previewExpiresAt = (now: Date): Date => new Date(now.getTime() + PREVIEW_MINUTES * 60_000);

/** May this signed-in employer (null: nobody signed in) use this preview now? */
export function previewUsableBy(
  preview: { previewUserId: string; previewExpiresAt: Date | null },
  viewerUserId: string | null,
  now: Date,
): boolean {
  if (!viewerUserId || viewerUserId !== preview.previewUserId) return false;
  return preview.previewExpiresAt !== null && preview.previewExpiresAt.getTime() > now.getTime();
}

/**
 * The one list of audited actions (docs/decisions/0020-audit-log-and-oversight.md). Every row of
 * the audit log names one of these; the viewer filters and labels by them.
 */
export const AUDIT_ACTIONS = {
  interviewView: 'interview.view',
  recordingView: 'recording.view',
  cvView: 'cv.view',
  decisionAccept: 'decision.accept',
  decisionReject: 'decision.reject',
  decisionChange: 'decision.change',
  decisionMailSend: 'decision_mail.send',
  ratingOverride: 'rating.override',
  memberRatingSubmit: 'member_rating.submit',
  reviewCommentAdd: 'review_comment.add',
  reviewCommentDelete: 'review_comment.delete',
  candidateDataView: 'candidate_data.view',
  candidateDataExport: 'candidate_data.export',
  candidateDataDelete: 'candidate_data.delete',
  interviewDelete: 'interview.delete',
  postingDelete: 'posting.delete',
  planPublish: 'plan.publish',
  noticeChange: 'notice.change',
  alternativeRequest: 'alternative_process.request',
  candidateSelfExport: 'candidate.self_export',
  auditExport: 'audit.export',
  adminGrant: 'admin.grant',
  adminRevoke: 'admin.revoke',
  freeGrant: 'free_membership.grant',
  freeRevoke: 'free_membership.revoke',
  billingChange: 'billing.subscription_change',
  apiKeyCreate: 'api_key.create',
  apiKeyRevoke: 'api_key.revoke',
  webhookCreate: 'webhook.create',
  webhookUpdate: 'webhook.update',
  webhookDelete: 'webhook.delete',
  webhookRotate: 'webhook.rotate_secret',
  organizationRename: 'organization.rename',
  // Security round 3 (docs/decisions/0028-verified-privileges-and-current-rights.md).
  apiKeyRequest: 'api_key.request',
  memberInvite: 'member.invite',
  invitationCancel: 'member_invitation.cancel',
  memberJoin: 'member.join',
  memberRoleChange: 'member.role_change',
  memberRemove: 'member.remove',
  memberLeave: 'member.leave',
  organizationCreate: 'organization.create',
  organizationDelete: 'organization.delete',
  brandChange: 'brand.change',
  mailTemplateChange: 'mail_template.change',
  secondRoundReschedule: 'second_round.reschedule',
  secondRoundCancel: 'second_round.cancel',
  accountProven: 'account.proven',
} as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[keyof typeof AUDIT_ACTIONS];
export const AUDIT_ACTION_LIST = Object.values(AUDIT_ACTIONS) as [AuditAction, ...AuditAction[]];

/** Actions an admin takes on the install; admins see these for every account. */
export const ADMIN_AUDIT_ACTIONS: readonly AuditAction[] = [
  AUDIT_ACTIONS.adminGrant,
  AUDIT_ACTIONS.adminRevoke,
  AUDIT_ACTIONS.freeGrant,
  AUDIT_ACTIONS.freeRevoke,
];

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'interview.view': 'Viewed candidate details',
  'recording.view': 'Opened a recording',
  'cv.view': 'Opened a CV',
  'decision.accept': 'Accepted',
  'decision.reject': 'Rejected',
  'decision.change': 'Changed a decision',
  'decision_mail.send': 'Sent the decision e-mail',
  'rating.override': 'Overrode an AI rating',
  'member_rating.submit': 'Submitted team ratings',
  'review_comment.add': 'Added a review comment',
  'review_comment.delete': 'Deleted a review comment',
  'candidate_data.view': 'Looked up candidate data',
  'candidate_data.export': 'Exported candidate data',
  'candidate_data.delete': 'Deleted candidate data',
  'interview.delete': 'Deleted an interview',
  'posting.delete': 'Deleted a job posting',
  'plan.publish': 'Published an interview plan',
  'notice.change': 'Changed the candidate notice',
  'alternative_process.request': 'Candidate asked for an alternative process',
  'candidate.self_export': 'Candidate downloaded their data',
  'audit.export': 'Exported the audit log',
  'admin.grant': 'Granted admin rights',
  'admin.revoke': 'Revoked admin rights',
  'free_membership.grant': 'Granted free membership',
  'free_membership.revoke': 'Revoked free membership',
  'billing.subscription_change': 'Subscription changed',
  'api_key.create': 'Created an API key',
  'api_key.revoke': 'Revoked an API key',
  'webhook.create': 'Added a webhook',
  'webhook.update': 'Changed a webhook',
  'webhook.delete': 'Deleted a webhook',
  'webhook.rotate_secret': 'Rotated a webhook secret',
  'organization.rename': 'Renamed the organization',
  'api_key.request': 'Changed data through an API key',
  'member.invite': 'Invited a member',
  'member_invitation.cancel': 'Cancelled a member invitation',
  'member.join': 'Joined the organization',
  'member.role_change': "Changed a member's role",
  'member.remove': 'Removed a member',
  'member.leave': 'Left the organization',
  'organization.create': 'Created the organization',
  'organization.delete': 'Deleted the organization and everything in it',
  'brand.change': 'Changed the employer brand',
  'mail_template.change': 'Changed an e-mail template',
  'second_round.reschedule': 'Candidate changed the second-round time',
  'second_round.cancel': 'Candidate cancelled the second round',
  'account.proven': 'Proved the e-mail address and revoked earlier sessions and credentials',
};

/**
 * Audit entries are kept at least this long (the EU AI Act asks deployers of high-risk systems to
 * keep logs at least six months); AUDIT_RETENTION_DAYS may only lengthen it. Migration 0017's
 * trigger states the same floor, because the database must refuse a shorter purge on its own.
 */
export const AUDIT_MIN_RETENTION_DAYS = 183;

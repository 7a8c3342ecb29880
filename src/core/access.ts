/**
 * Who may do what inside an organization (docs/decisions/0019-organizations.md). Every
 * employer action is listed once here with the roles allowed to take it; the server asks
 * `allow` before touching anything and scopes every query to the actor's organization.
 */
export const ORGANIZATION_ROLES = ['owner', 'admin', 'recruiter', 'reviewer'] as const;
export type OrganizationRole = (typeof ORGANIZATION_ROLES)[number];

export const isOrganizationRole = (value: unknown): value is OrganizationRole =>
  typeof value === 'string' && (ORGANIZATION_ROLES as readonly string[]).includes(value);

/** The person acting: their account, the organization they act in (the session's active one) and their role there. */
export type Actor = { userId: string; organizationId: string; role: OrganizationRole };

const EVERYONE = ORGANIZATION_ROLES;
const MANAGERS = ['owner', 'admin'] as const;
const HIRING = ['owner', 'admin', 'recruiter'] as const;

/** Each action and the roles that may take it. */
export const ACTION_ROLES = {
  'posting.read': EVERYONE,
  'posting.create': HIRING,
  'posting.update': HIRING,
  'posting.delete': HIRING,
  'plan.read': EVERYONE,
  // Recruiters create postings, so they also shape and publish their interview plans.
  'plan.edit': HIRING,
  'interview.read': EVERYONE,
  'interview.rate': EVERYONE,
  'interview.decide': HIRING,
  'interview.archive': HIRING,
  'interview.retry-feedback': HIRING,
  'interview.export': HIRING,
  'invitations.manage': HIRING,
  'candidate-data.manage': HIRING,
  'audit.read': MANAGERS,
  'bias.read': HIRING,
  'reviewers.assign': HIRING,
  'members.read': EVERYONE,
  'members.manage': MANAGERS,
  'settings.manage': MANAGERS,
  'api-keys.manage': MANAGERS,
  'webhooks.manage': MANAGERS,
  'billing.read': EVERYONE,
  'billing.manage': ['owner'],
  'organization.delete': ['owner'],
} as const satisfies Record<string, readonly OrganizationRole[]>;

export type Action = keyof typeof ACTION_ROLES;
export const ACTIONS = Object.keys(ACTION_ROLES) as Action[];

/**
 * Actions about one posting (or what hangs under it) that a reviewer may take only on the
 * postings they are assigned to. Every other role acts on all postings of the organization.
 */
export const POSTING_SCOPED_ACTIONS: ReadonlySet<Action> = new Set<Action>([
  'posting.read',
  'plan.read',
  'interview.read',
  'interview.rate',
]);

/** Reviewers see only the postings assigned to them; everyone else sees the whole organization. */
export const seesAssignedPostingsOnly = (role: OrganizationRole) => role === 'reviewer';

/** May this role ever take this action (on some subject)? The server scopes the subject in SQL. */
export function roleMay(role: OrganizationRole, action: Action): boolean {
  const roles: readonly OrganizationRole[] = ACTION_ROLES[action];
  return roles.includes(role);
}

/**
 * May this actor take this action? `subject.assigned` says whether the actor is assigned to
 * the posting in question (only reviewers need it; omitted means "not assigned").
 */
export function allow(actor: Pick<Actor, 'role'>, action: Action, subject?: { assigned?: boolean }): boolean {
  if (!roleMay(actor.role, action)) return false;
  if (seesAssignedPostingsOnly(actor.role) && POSTING_SCOPED_ACTIONS.has(action)) return subject?.assigned === true;
  return true;
}

/** Roles a member holding `role` may hand out (invite with, or change another member to). */
export function assignableRoles(role: OrganizationRole): readonly OrganizationRole[] {
  if (role === 'owner') return ORGANIZATION_ROLES;
  if (role === 'admin') return ['admin', 'recruiter', 'reviewer'];
  return [];
}

import { isAPIError } from 'better-auth/api';

/**
 * A change made through one of better-auth's organization endpoints, read from the endpoint's
 * path and its answer (the plugin's shapes stay in this file). Recorded in the audit log by
 * modules/organizations/record-organization-change.ts.
 */
export type OrganizationChange =
  | { kind: 'invite'; organizationId: string; invitationId: string; email: string; role: string | null }
  | { kind: 'invitation-cancel'; organizationId: string; invitationId: string; email: string }
  | { kind: 'join'; organizationId: string; invitationId: string; memberUserId: string; role: string }
  | { kind: 'role-change'; organizationId: string; memberUserId: string; role: string }
  | { kind: 'remove'; organizationId: string; memberUserId: string; role: string }
  | { kind: 'leave'; organizationId: string; memberUserId: string; role: string }
  | { kind: 'create'; organizationId: string }
  | { kind: 'delete'; organizationId: string };

type Row = Record<string, unknown>;
const isRow = (value: unknown): value is Row => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === 'string' ? value : null);

function memberFields(value: unknown) {
  if (!isRow(value)) return null;
  const organizationId = text(value.organizationId);
  const memberUserId = text(value.userId);
  const role = text(value.role);
  return organizationId && memberUserId && role ? { organizationId, memberUserId, role } : null;
}

function invitationFields(value: unknown) {
  if (!isRow(value)) return null;
  const organizationId = text(value.organizationId);
  const invitationId = text(value.id);
  const email = text(value.email);
  return organizationId && invitationId && email
    ? { organizationId, invitationId, email, role: text(value.role) }
    : null;
}

/** The change an organization endpoint made, or null (another endpoint, or it was refused). */
export function organizationChangeOf(path: string | undefined, returned: unknown): OrganizationChange | null {
  if (!path || !isRow(returned) || isAPIError(returned)) return null;
  switch (path) {
    case '/organization/invite-member': {
      const invitation = invitationFields(returned);
      return invitation && { kind: 'invite', ...invitation };
    }
    case '/organization/cancel-invitation': {
      const invitation = invitationFields(returned);
      return (
        invitation && {
          kind: 'invitation-cancel',
          organizationId: invitation.organizationId,
          invitationId: invitation.invitationId,
          email: invitation.email,
        }
      );
    }
    case '/organization/accept-invitation': {
      const member = memberFields(returned.member);
      const invitationId = isRow(returned.invitation) ? text(returned.invitation.id) : null;
      return member && invitationId ? { kind: 'join', invitationId, ...member } : null;
    }
    case '/organization/update-member-role': {
      const member = memberFields(returned);
      return member && { kind: 'role-change', ...member };
    }
    case '/organization/remove-member': {
      const member = memberFields(returned.member);
      return member && { kind: 'remove', ...member };
    }
    case '/organization/leave': {
      const member = memberFields(returned);
      return member && { kind: 'leave', ...member };
    }
    case '/organization/create': {
      const organizationId = text(returned.id);
      return organizationId ? { kind: 'create', organizationId } : null;
    }
    case '/organization/delete': {
      const organizationId = text(returned.id);
      return organizationId ? { kind: 'delete', organizationId } : null;
    }
    default:
      return null;
  }
}

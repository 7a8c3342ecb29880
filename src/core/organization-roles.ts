import { type ORGANIZATION_ROLES, roleMay, type OrganizationRole } from './access.ts';

/**
 * better-auth's organization endpoints (invite, remove, change role, update, delete) check
 * their own permission statements. They are derived here from src/core/access.ts, so who may
 * manage members or delete the organization is still stated once; the auth library itself is
 * wired in by the server and the web client (the core imports no framework).
 */
export type Permissions = {
  organization: Array<'update' | 'delete'>;
  member: Array<'create' | 'update' | 'delete'>;
  invitation: Array<'create' | 'cancel'>;
};

export function pluginPermissionsOf(role: OrganizationRole): Permissions {
  const manageMembers = roleMay(role, 'members.manage');
  const organization: Permissions['organization'] = [];
  if (roleMay(role, 'settings.manage')) organization.push('update');
  if (roleMay(role, 'organization.delete')) organization.push('delete');
  return {
    organization,
    member: manageMembers ? ['create', 'update', 'delete'] : [],
    invitation: manageMembers ? ['create', 'cancel'] : [],
  };
}

/** One better-auth role per organization role, made by the caller's access control. */
export function organizationRolesFrom<R>(newRole: (permissions: Permissions) => R) {
  return {
    owner: newRole(pluginPermissionsOf('owner')),
    admin: newRole(pluginPermissionsOf('admin')),
    recruiter: newRole(pluginPermissionsOf('recruiter')),
    reviewer: newRole(pluginPermissionsOf('reviewer')),
  } satisfies Record<(typeof ORGANIZATION_ROLES)[number], R>;
}

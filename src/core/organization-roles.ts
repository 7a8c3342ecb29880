import { createAccessControl } from 'better-auth/plugins/access';
import { defaultStatements } from 'better-auth/plugins/organization/access';
import { type ORGANIZATION_ROLES, roleMay, type OrganizationRole } from './access.ts';

/**
 * better-auth's organization endpoints (invite, remove, change role, update, delete) check
 * their own permission statements. They are derived here from src/core/access.ts, so who may
 * manage members or delete the organization is still stated once.
 */
const ac = createAccessControl(defaultStatements);

type Permissions = {
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

const role = (name: OrganizationRole) => ac.newRole(pluginPermissionsOf(name));

export const organizationAccessControl = ac;
export const organizationRoles = {
  owner: role('owner'),
  admin: role('admin'),
  recruiter: role('recruiter'),
  reviewer: role('reviewer'),
} satisfies Record<(typeof ORGANIZATION_ROLES)[number], ReturnType<typeof role>>;

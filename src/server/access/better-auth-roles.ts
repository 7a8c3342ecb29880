import { createAccessControl } from 'better-auth/plugins/access';
import { defaultStatements } from 'better-auth/plugins/organization/access';
import { organizationRolesFrom } from '../../core/organization-roles.ts';

/** better-auth's access control for the organization plugin, from the core's role rules. */
export const organizationAccessControl = createAccessControl(defaultStatements);
export const organizationRoles = organizationRolesFrom((permissions) => organizationAccessControl.newRole(permissions));

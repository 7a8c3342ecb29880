import { describe, expect, it } from 'vitest';
import {
  ACTIONS,
  allow,
  assignableRoles,
  isOrganizationRole,
  ORGANIZATION_ROLES,
  roleMay,
  type Action,
} from './access.ts';

/** The role × action matrix as the product states it (docs/decisions/0019-organizations.md). */
const EXPECTED: Record<Action, string> = {
  // action:                     owner admin recruiter reviewer
  'posting.read': '1111',
  'posting.create': '1110',
  'posting.update': '1110',
  'posting.delete': '1110',
  'plan.read': '1111',
  'plan.edit': '1110',
  'interview.read': '1111',
  'interview.rate': '1111',
  'interview.decide': '1110',
  'interview.archive': '1110',
  'interview.retry-feedback': '1110',
  'interview.export': '1110',
  'invitations.manage': '1110',
  'candidate-data.manage': '1110',
  'audit.read': '1100',
  'bias.read': '1110',
  'reviewers.assign': '1110',
  'members.read': '1111',
  'members.manage': '1100',
  'settings.manage': '1100',
  'api-keys.manage': '1100',
  'webhooks.manage': '1100',
  'billing.read': '1111',
  'billing.manage': '1000',
  'organization.delete': '1000',
};

describe('allow', () => {
  it('follows the role × action matrix (reviewers on an assigned posting)', () => {
    for (const action of ACTIONS) {
      const row = ORGANIZATION_ROLES.map((role) => (allow({ role }, action, { assigned: true }) ? '1' : '0')).join('');
      expect(`${action} ${row}`).toBe(`${action} ${EXPECTED[action]}`);
    }
  });

  it('lets reviewers read and rate only the postings assigned to them', () => {
    for (const action of ['posting.read', 'plan.read', 'interview.read', 'interview.rate'] as const) {
      expect(allow({ role: 'reviewer' }, action, { assigned: true })).toBe(true);
      expect(allow({ role: 'reviewer' }, action, { assigned: false })).toBe(false);
      expect(allow({ role: 'reviewer' }, action)).toBe(false);
      expect(roleMay('reviewer', action)).toBe(true);
    }
    // Everyone else acts on every posting of the organization.
    expect(allow({ role: 'recruiter' }, 'interview.read', { assigned: false })).toBe(true);
  });

  it('never lets a reviewer decide or export, nor anyone but the owner bill or delete the organization', () => {
    expect(allow({ role: 'reviewer' }, 'interview.decide', { assigned: true })).toBe(false);
    expect(allow({ role: 'reviewer' }, 'interview.export', { assigned: true })).toBe(false);
    for (const role of ['admin', 'recruiter', 'reviewer'] as const) {
      expect(allow({ role }, 'billing.manage')).toBe(false);
      expect(allow({ role }, 'organization.delete')).toBe(false);
    }
  });
});

describe('roles', () => {
  it('knows its roles', () => {
    expect(isOrganizationRole('recruiter')).toBe(true);
    expect(isOrganizationRole('member')).toBe(false);
    expect(isOrganizationRole(undefined)).toBe(false);
  });

  it('lets owners hand out every role, admins every role but owner, others none', () => {
    expect(assignableRoles('owner')).toEqual(ORGANIZATION_ROLES);
    expect(assignableRoles('admin')).toEqual(['admin', 'recruiter', 'reviewer']);
    expect(assignableRoles('recruiter')).toEqual([]);
    expect(assignableRoles('reviewer')).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { ORGANIZATION_ROLES, type OrganizationRole } from '../../core/access.ts';
import { interviewCanSchema, organizationCanSchema, postingCanSchema } from '../../core/api/can.ts';
import { interviewCan, organizationCan, postingCan } from './can.ts';

/** The flags each role gets, as the product states them (docs/decisions/0019 and 0040). */
const trueFlags = (flags: Record<string, unknown>) =>
  Object.entries(flags)
    .filter(([, value]) => value === true)
    .map(([key]) => key)
    .sort();

const HIRING_POSTING = [
  'assignReviewers',
  'decide',
  'delete',
  'edit',
  'editPlan',
  'exportBias',
  'invite',
  'setActive',
  'viewBias',
];
const HIRING_INTERVIEW = [
  'archive',
  'comment',
  'decide',
  'delete',
  'email',
  'exportData',
  'rate',
  'retryFeedback',
  'viewCandidateData',
];

describe('posting flags', () => {
  it.each([
    ['owner', [...HIRING_POSTING, 'viewAudit'].sort()],
    ['admin', [...HIRING_POSTING, 'viewAudit'].sort()],
    ['recruiter', HIRING_POSTING],
    ['reviewer', []],
  ] as [OrganizationRole, string[]][])('%s', (role, expected) => {
    const can = postingCan({ role });
    expect(postingCanSchema.parse(can)).toEqual(can);
    expect(trueFlags(can)).toEqual(expected);
  });
});

describe('interview flags', () => {
  it.each([
    ['owner', HIRING_INTERVIEW],
    ['admin', HIRING_INTERVIEW],
    ['recruiter', HIRING_INTERVIEW],
    ['reviewer', ['comment', 'rate']],
  ] as [OrganizationRole, string[]][])('%s', (role, expected) => {
    const can = interviewCan({ role });
    expect(interviewCanSchema.parse(can)).toEqual(can);
    expect(trueFlags(can)).toEqual(expected);
  });
});

describe('organization flags', () => {
  const everyone = ['searchInterviews', 'viewBilling'];
  const hiring = [...everyone, 'createPosting', 'viewCandidateData'];
  const managers = [
    ...hiring,
    'manageApiKeys',
    'manageBrand',
    'manageMembers',
    'manageNotice',
    'manageSettings',
    'manageWebhooks',
    'viewAuditLog',
  ];
  it.each([
    ['owner', [...managers, 'deleteOrganization', 'manageBilling'].sort()],
    ['admin', managers.sort()],
    ['recruiter', hiring.sort()],
    ['reviewer', everyone.sort()],
  ] as [OrganizationRole, string[]][])('%s', (role, expected) => {
    const can = organizationCan({ role }, { subscriptionActive: true });
    expect(organizationCanSchema.parse(can)).toEqual(can);
    expect(trueFlags(can)).toEqual(expected);
  });

  it('creating postings needs an active (or free) subscription as well as the role', () => {
    for (const role of ORGANIZATION_ROLES) {
      expect(organizationCan({ role }, { subscriptionActive: false }).createPosting).toBe(false);
    }
  });

  it('lists the roles the viewer may hand out', () => {
    expect(organizationCan({ role: 'owner' }, { subscriptionActive: true }).assignRoles).toEqual([
      'owner',
      'admin',
      'recruiter',
      'reviewer',
    ]);
    expect(organizationCan({ role: 'admin' }, { subscriptionActive: true }).assignRoles).toEqual([
      'admin',
      'recruiter',
      'reviewer',
    ]);
    expect(organizationCan({ role: 'recruiter' }, { subscriptionActive: true }).assignRoles).toEqual([]);
  });
});

import { allow, assignableRoles, roleMay, type Action, type Actor } from '../../core/access.ts';
import {
  INTERVIEW_CAN,
  ORGANIZATION_CAN,
  POSTING_CAN,
  type InterviewCan,
  type OrganizationCan,
  type PostingCan,
} from '../../core/api/can.ts';

/**
 * The `can` flags the web reads (src/core/api/can.ts), computed by the rules the server enforces:
 * the role table of src/core/access.ts and the actor's scope. Every posting or interview these
 * functions describe was loaded through `postingScope` (a reviewer sees only assigned postings),
 * so the viewer sees it: `assigned` holds. Each result depends on the role alone, so a list
 * computes it once and shares it between its rows.
 */
function flagsOf<K extends string>(map: Record<K, Action>, may: (action: Action) => boolean): Record<K, boolean> {
  const result = {} as Record<K, boolean>;
  for (const key of Object.keys(map) as K[]) result[key] = may(map[key]);
  return result;
}

const seen = { assigned: true } as const;

/** What the actor may do with a posting they see. */
export function postingCan(actor: Pick<Actor, 'role'>): PostingCan {
  return flagsOf(POSTING_CAN, (action) => allow(actor, action, seen));
}

/** What the actor may do with an interview (or a candidates row) they see. */
export function interviewCan(actor: Pick<Actor, 'role'>): InterviewCan {
  return flagsOf(INTERVIEW_CAN, (action) => allow(actor, action, seen));
}

/**
 * What the actor may do in their organization. `subscriptionActive` is the plan rule creating
 * postings also needs (always true with billing off), so `createPosting` is exactly what
 * POST /api/postings accepts.
 */
export function organizationCan(actor: Pick<Actor, 'role'>, state: { subscriptionActive: boolean }): OrganizationCan {
  const flags = flagsOf(ORGANIZATION_CAN, (action) => roleMay(actor.role, action));
  return {
    ...flags,
    createPosting: flags.createPosting && state.subscriptionActive,
    assignRoles: [...assignableRoles(actor.role)],
  };
}

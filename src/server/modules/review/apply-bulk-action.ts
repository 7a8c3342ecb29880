import type { Actor } from '../../../core/access.ts';
import type { BulkActionInput, BulkResult, BulkRowResult } from '../../../core/api/review.ts';
import { decisionChangeMessages, IN_PROGRESS_REASON } from '../../../core/decisions.ts';
import { hitRateLimit } from '../../auth/rate-limit.ts';
import type { UseCaseContext } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { requireAllowed } from '../../access/require-allowed.ts';
import { getDecisionMailDraft } from '../mail-templates/get-decision-mail-draft.ts';
import { sendDecisionMail } from './send-decision-mail.ts';
import { setInterviewArchived } from './set-interview-archived.ts';
import { decideInterview } from './set-interview-status.ts';

const reasonOf = (error: AppError) =>
  typeof error.details === 'object' && error.details !== null
    ? (error.details as { reason?: unknown }).reason
    : undefined;

type Deps = UseCaseContext<'db' | 'queue' | 'env' | 'log'>;
type Sender = Actor & { user: { id: string; email: string } };

/**
 * Accept, reject, archive, restore or e-mail the decision to several candidates at once
 * (docs/decisions/0041-decisions-revisited.md). The role is checked once for the whole request
 * (403); then every interview goes through the same use case as its single-interview endpoint,
 * one at a time and each in its own transaction: the same organization and posting scope (an id
 * the viewer cannot see fails as 404 on its row), the same audit entries and the same
 * `decision.made` webhook event per interview, the same e-mail limits. One row failing never
 * undoes the others; each row reports its own outcome.
 */
export async function applyBulkAction(
  deps: Deps,
  actor: Sender,
  input: BulkActionInput,
  baseUrl: string,
): Promise<BulkResult> {
  requireAllowed(
    actor,
    input.action === 'archive' || input.action === 'restore' ? 'interview.archive' : 'interview.decide',
  );
  const limit = await hitRateLimit(
    deps.db,
    `bulk-actions:user:${actor.userId}`,
    deps.env.RATE_LIMIT_BULK_ACTIONS_PER_USER,
    deps.env.RATE_LIMIT_BULK_ACTIONS_WINDOW_SECONDS,
  );
  if (!limit.allowed) throw new AppError('RATE_LIMITED', decisionChangeMessages.bulkRateLimited);

  const one = async (id: string): Promise<BulkRowResult> => {
    switch (input.action) {
      case 'accept':
      case 'reject': {
        const status = input.action === 'accept' ? 'accepted' : 'rejected';
        const { row, step } = await decideInterview(deps, actor, id, {
          status,
          reason: input.reason,
          note: input.note,
          changeReason: input.changeReason,
        });
        return { id, outcome: step === 'same' ? 'unchanged' : 'done', status: row.status, archived: row.archived };
      }
      case 'archive':
      case 'restore': {
        const row = await setInterviewArchived(deps, actor, id, input.action === 'archive');
        return { id, outcome: 'done', status: row.status, archived: row.archived };
      }
      case 'email': {
        // The draft the single dialog opens with, for the interview's current decision.
        const mail = await getDecisionMailDraft(deps, actor, id);
        await sendDecisionMail(deps, actor, id, { ...mail, includeBookingLink: false, slots: [] }, baseUrl);
        return { id, outcome: 'done' };
      }
    }
  };

  const results: BulkRowResult[] = [];
  for (const id of new Set(input.ids)) {
    try {
      results.push(await one(id));
    } catch (error) {
      if (!(error instanceof AppError)) {
        deps.log.error({ err: error, interviewId: id, action: input.action }, 'bulk action failed on one interview');
        results.push({
          id,
          outcome: 'failed',
          error: { status: 500, message: 'Something went wrong. Please try again.' },
        });
      } else
        results.push({
          id,
          // An application in progress is passed over, not failed: nothing was wrong with the request.
          outcome: reasonOf(error) === IN_PROGRESS_REASON ? 'skipped' : 'failed',
          error: { status: error.status, message: error.message },
        });
    }
  }
  const count = (outcome: BulkRowResult['outcome']) => results.filter((r) => r.outcome === outcome).length;
  return {
    action: input.action,
    results,
    done: count('done'),
    unchanged: count('unchanged'),
    skipped: count('skipped'),
    failed: count('failed'),
  };
}

import { z } from 'zod';
import { REJECTION_NOTE_MAX, REJECTION_REASON_CODES, REJECTION_REASONS } from '../../../core/decision-reasons';
import { CHANGE_REASON_MAX, decisionChangeMessages } from '../../../core/decisions';
import { Select, Textarea } from '../../components/Field';
import type { UseFormRegisterReturn } from 'react-hook-form';

/** What the decision dialogs hold while open: the choices as typed (empty: none). */
export type ReasonValues = { reason: string; note: string; changeReason: string };
export const noReasons: ReasonValues = { reason: '', note: '', changeReason: '' };

/**
 * The decision dialogs' page schema: the typed choices, sent only when they apply, piped into the
 * endpoint's contract (`setStatusSchema`, `bulkActionSchema`), which words every message; a change
 * of an earlier decision needs its reason too (core/decisions.ts decisionStep).
 */
export function reasonsSchema<T extends { changeReason?: string }>(
  contract: z.ZodType<T>,
  request: (choices: { reason?: string; note?: string; changeReason?: string }) => unknown,
  { rejecting, changing }: { rejecting: boolean; changing: boolean },
) {
  return z
    .object({ reason: z.string(), note: z.string(), changeReason: z.string() })
    .transform((typed) =>
      request({
        reason: rejecting ? typed.reason || undefined : undefined,
        note: rejecting ? typed.note || undefined : undefined,
        changeReason: changing ? typed.changeReason || undefined : undefined,
      }),
    )
    .pipe(contract)
    .superRefine((value, context) => {
      if (changing && !value.changeReason)
        context.addIssue({
          code: 'custom',
          path: ['changeReason'],
          message: decisionChangeMessages.changeReasonRequired,
        });
    });
}

/** `useApiForm`'s `field` for these values. */
type FieldOf = (name: keyof ReasonValues) => UseFormRegisterReturn & { error?: string };

/**
 * Why a candidate is rejected (docs/decisions/0020-audit-log-and-oversight.md): a reason from the
 * list and a note, required for "other". One for the single and the bulk decision dialogs; the
 * dialogs check both with the server's contract, each message under its field.
 */
export function RejectionReasonFields({ field, reason }: { field: FieldOf; reason: string }) {
  return (
    <div className="mt-4 space-y-3">
      <Select label="Reason for the rejection" required {...field('reason')}>
        <option value="">Choose a reason…</option>
        {REJECTION_REASON_CODES.map((code) => (
          <option key={code} value={code}>
            {REJECTION_REASONS[code]}
          </option>
        ))}
      </Select>
      <Textarea
        label={`Note ${reason === 'other' ? '(required)' : '(optional)'}`}
        hint="Kept with the decision and shown in the audit log."
        rows={3}
        maxLength={REJECTION_NOTE_MAX}
        {...field('note')}
      />
    </div>
  );
}

/** Why an earlier, different decision is changed (docs/decisions/0041-decisions-revisited.md). */
export function ChangeReasonField({ label, field }: { label: string; field: FieldOf }) {
  return <Textarea className="mt-4" label={label} rows={2} maxLength={CHANGE_REASON_MAX} {...field('changeReason')} />;
}

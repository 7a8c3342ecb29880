import { useId } from 'react';
import { REJECTION_NOTE_MAX, REJECTION_REASON_CODES, REJECTION_REASONS } from '../../../core/decision-reasons';
import { CHANGE_REASON_MAX } from '../../../core/decisions';

interface RejectionReasonFieldsProps {
  reason: string;
  note: string;
  onReason: (reason: string) => void;
  onNote: (note: string) => void;
  /** The form was refused: an unchosen reason is marked invalid. */
  refused: boolean;
}

/**
 * Why a candidate is rejected (docs/decisions/0020-audit-log-and-oversight.md): a reason from the
 * list and a note, required for "other". One for the single and the bulk decision dialogs; the
 * dialogs check both with the server's contract.
 */
export function RejectionReasonFields({ reason, note, onReason, onNote, refused }: RejectionReasonFieldsProps) {
  const reasonId = useId();
  const noteId = useId();
  return (
    <div className="mt-4 space-y-3">
      <div>
        <label htmlFor={reasonId} className="label">
          Reason for the rejection
        </label>
        <select
          id={reasonId}
          className="input"
          value={reason}
          required
          aria-invalid={refused && reason === ''}
          onChange={(event) => onReason(event.target.value)}
        >
          <option value="">Choose a reason…</option>
          {REJECTION_REASON_CODES.map((code) => (
            <option key={code} value={code}>
              {REJECTION_REASONS[code]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={noteId} className="label">
          Note {reason === 'other' ? '(required)' : '(optional)'}
        </label>
        <textarea
          id={noteId}
          className="input"
          rows={3}
          maxLength={REJECTION_NOTE_MAX}
          value={note}
          onChange={(event) => onNote(event.target.value)}
        />
        <p className="mt-1 text-xs text-slate-500">Kept with the decision and shown in the audit log.</p>
      </div>
    </div>
  );
}

interface ChangeReasonFieldProps {
  /** The question, e.g. "Why are you changing the decision? (required)". */
  label: string;
  value: string;
  onChange: (value: string) => void;
  refused: boolean;
}

/** Why an earlier, different decision is changed (docs/decisions/0041-decisions-revisited.md). */
export function ChangeReasonField({ label, value, onChange, refused }: ChangeReasonFieldProps) {
  const id = useId();
  return (
    <div className="mt-4">
      <label htmlFor={id} className="label">
        {label}
      </label>
      <textarea
        id={id}
        className="input"
        rows={2}
        maxLength={CHANGE_REASON_MAX}
        value={value}
        aria-invalid={refused && value.trim() === ''}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

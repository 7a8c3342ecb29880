import { SLOTS_MAX } from '../../../core/second-round';
import { Button } from '../../components/Button';
import { Field, Select } from '../../components/Field';

/** A slot as edited in the accept dialog: a local date-time (datetime-local) and a duration. */
export type SlotDraft = { key: number; local: string; durationMinutes: number };

const DURATIONS = [15, 30, 45, 60, 90, 120];

/** The datetime-local value (the employer's own time zone) as an ISO instant; '' when empty or invalid. */
export function slotInstant(local: string): string {
  const time = new Date(local).getTime();
  return Number.isNaN(time) ? '' : new Date(time).toISOString();
}

let nextKey = 1;
export const newSlot = (): SlotDraft => ({ key: nextKey++, local: '', durationMinutes: 30 });

interface SecondRoundFieldsProps {
  bookingUrl: string | null;
  includeBookingLink: boolean;
  onIncludeBookingLink: (include: boolean) => void;
  slots: SlotDraft[];
  onSlots: (slots: SlotDraft[]) => void;
  /** The decision e-mail's field messages by path (`slots.0.startsAt`). */
  errors?: Record<string, string>;
}

/** Accept dialog: offer the posting's booking link and/or up to five time slots for the second round. */
export function SecondRoundFields({
  bookingUrl,
  includeBookingLink,
  onIncludeBookingLink,
  slots,
  onSlots,
  errors = {},
}: SecondRoundFieldsProps) {
  const update = (key: number, change: Partial<SlotDraft>) =>
    onSlots(slots.map((slot) => (slot.key === key ? { ...slot, ...change } : slot)));
  return (
    <fieldset className="space-y-3 rounded-lg border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">Second round</legend>
      {bookingUrl ? (
        <label className="flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            className="mt-1"
            checked={includeBookingLink}
            onChange={(event) => onIncludeBookingLink(event.target.checked)}
          />
          <span>
            Include my booking link <span className="break-all text-slate-500">({bookingUrl})</span>
          </span>
        </label>
      ) : (
        <p className="text-sm text-slate-600">
          Add a booking link (Cal.com, Calendly…) in the posting&apos;s invitation settings to offer it here.
        </p>
      )}
      <p className="text-sm text-slate-600">
        Or offer up to {SLOTS_MAX} times (in your time zone): the candidate picks one on a page linked from the e-mail,
        and both of you get a calendar invitation.
      </p>
      <ul className="space-y-2">
        {slots.map((slot, index) => (
          <li key={slot.key} className="flex flex-wrap items-end gap-2">
            <Field
              label={`Time ${index + 1}`}
              type="datetime-local"
              value={slot.local}
              error={errors[`slots.${index}.startsAt`]}
              onChange={(event) => update(slot.key, { local: event.target.value })}
            />
            <Select
              label="Duration"
              value={slot.durationMinutes}
              error={errors[`slots.${index}.durationMinutes`]}
              onChange={(event) => update(slot.key, { durationMinutes: Number(event.target.value) })}
            >
              {DURATIONS.map((minutes) => (
                <option key={minutes} value={minutes}>
                  {minutes} minutes
                </option>
              ))}
            </Select>
            <Button
              variant="secondary"
              aria-label={`Remove time ${index + 1}`}
              onClick={() => onSlots(slots.filter((other) => other.key !== slot.key))}
            >
              Remove
            </Button>
          </li>
        ))}
      </ul>
      {slots.length < SLOTS_MAX && (
        <Button variant="secondary" onClick={() => onSlots([...slots, newSlot()])}>
          Add a time
        </Button>
      )}
    </fieldset>
  );
}

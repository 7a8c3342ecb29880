import { LOCATION_MAX } from '../../../core/second-round';
import { Field } from '../../components/Field';

/** Where the offered second round takes place: a place and/or a video meeting link (both optional). */
export function SecondRoundWhere(props: {
  location: string;
  meetingUrl: string;
  onLocation: (value: string) => void;
  onMeetingUrl: (value: string) => void;
  /** The decision e-mail's field messages by path (`location`, `meetingUrl`). */
  errors?: Record<string, string>;
}) {
  const errors = props.errors ?? {};
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-slate-900">Where (optional)</legend>
      <Field
        label="Location"
        maxLength={LOCATION_MAX}
        placeholder="e.g. Main office, 2nd floor"
        value={props.location}
        error={errors.location}
        onChange={(e) => props.onLocation(e.target.value)}
      />
      <Field
        label="Meeting link"
        type="url"
        placeholder="https://"
        value={props.meetingUrl}
        error={errors.meetingUrl}
        onChange={(e) => props.onMeetingUrl(e.target.value)}
      />
      <p className="text-xs text-slate-500">
        Shown on the candidate’s page, in the confirmation e-mail and in the calendar invitation. Times are sent in your
        time zone ({Intl.DateTimeFormat().resolvedOptions().timeZone}).
      </p>
    </fieldset>
  );
}

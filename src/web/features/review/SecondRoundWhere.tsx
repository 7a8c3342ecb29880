import { useId } from 'react';
import { LOCATION_MAX } from '../../../core/second-round';

/** Where the offered second round takes place: a place and/or a video meeting link (both optional). */
export function SecondRoundWhere(props: {
  location: string;
  meetingUrl: string;
  onLocation: (value: string) => void;
  onMeetingUrl: (value: string) => void;
}) {
  const locationId = useId();
  const meetingId = useId();
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-slate-900">Where (optional)</legend>
      <div>
        <label htmlFor={locationId} className="label">
          Location
        </label>
        <input
          id={locationId}
          className="input"
          maxLength={LOCATION_MAX}
          placeholder="e.g. Main office, 2nd floor"
          value={props.location}
          onChange={(e) => props.onLocation(e.target.value)}
        />
      </div>
      <div>
        <label htmlFor={meetingId} className="label">
          Meeting link
        </label>
        <input
          id={meetingId}
          type="url"
          className="input"
          placeholder="https://"
          value={props.meetingUrl}
          onChange={(e) => props.onMeetingUrl(e.target.value)}
        />
      </div>
      <p className="text-xs text-slate-500">
        Shown on the candidate’s page, in the confirmation e-mail and in the calendar invitation. Times are sent in your
        time zone ({Intl.DateTimeFormat().resolvedOptions().timeZone}).
      </p>
    </fieldset>
  );
}

import { slotEnd, type SecondRoundSlot } from '../../../core/second-round';
import { useSecondRound } from '../../lib/second-round';
import { Card } from '../../components/Card';

const when = (slot: SecondRoundSlot) => {
  const start = new Date(slot.startsAt);
  const end = slotEnd(slot);
  return `${start.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })} – ${end.toLocaleTimeString(undefined, { timeStyle: 'short' })}`;
};

/** An accepted candidate's second round: the times offered and the one they picked (if any). */
export function SecondRoundCard({ interviewId }: { interviewId: string }) {
  const { data } = useSecondRound(interviewId);
  const offer = data?.offer;
  if (!offer) return null;
  const chosen = offer.chosenSlot === null ? undefined : offer.slots[offer.chosenSlot];
  return (
    <Card as="section" aria-labelledby="second-round-heading">
      <h2 id="second-round-heading" className="text-lg font-semibold text-slate-900">
        Second round
      </h2>
      {chosen ? (
        <p className="mt-2 text-sm text-slate-700">
          Booked: <strong>{when(chosen)}</strong>. You and the candidate received a calendar invitation.
        </p>
      ) : (
        <p className="mt-2 text-sm text-slate-700">Waiting for the candidate to pick one of the offered times.</p>
      )}
      <ul className="mt-3 space-y-1 text-sm text-slate-600" aria-label="Offered times">
        {offer.slots.map((slot, index) => (
          <li key={slot.startsAt}>
            {when(slot)}
            {index === offer.chosenSlot ? ' (picked)' : ''}
          </li>
        ))}
      </ul>
    </Card>
  );
}

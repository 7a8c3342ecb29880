import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import type { PublicOffer } from '../../../core/api/second-round';
import { secondRoundMessages, slotEnd, type SecondRoundSlot } from '../../../core/second-round';
import { Alert } from '../../components/Alert';
import { PageSpinner } from '../../components/Spinner';
import { ApiError, errorMessage } from '../../lib/api';
import { pickSlot, publicOffer } from '../../lib/second-round';
import { useTitle } from '../../lib/use-title';
import { useShowCandidateBrand } from '../../features/brand/candidate-brand';
import { LinkProblem } from '../../features/interview/StatusViews';

/** A slot in the candidate's own time zone, e.g. "Tue, 1 Dec 2026, 14:00 – 14:45". */
function slotLabel(slot: SecondRoundSlot): string {
  const start = new Date(slot.startsAt);
  const day = start.toLocaleDateString(undefined, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
  const time = (date: Date) => date.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });
  return `${day}, ${time(start)} – ${time(slotEnd(slot))}`;
}

function Chosen({ offer, index }: { offer: PublicOffer; index: number }) {
  const slot = offer.slots[index];
  return (
    <div role="status" className="space-y-2">
      <h2 className="text-xl font-semibold text-slate-900">Your interview is booked</h2>
      {slot && <p className="text-slate-700">{slotLabel(slot)}</p>}
      <p className="text-sm text-slate-600">
        A confirmation with a calendar invitation is on its way to your e-mail. Reply to it if anything changes.
      </p>
    </div>
  );
}

function PickForm({ token, offer }: { token: string; offer: PublicOffer }) {
  const [selected, setSelected] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const pick = useMutation({ mutationFn: (slot: number) => pickSlot(token, slot) });
  if (pick.isSuccess) return <Chosen offer={offer} index={pick.data.chosenSlot} />;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (selected === null) {
      setError(secondRoundMessages.slotUnknown);
      return;
    }
    setError(null);
    pick.mutate(selected, { onError: (failure) => setError(errorMessage(failure, 'Your choice was not saved.')) });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <fieldset>
        <legend className="font-semibold text-slate-900">Pick the time that suits you (shown in your time zone)</legend>
        <div className="mt-3 space-y-2">
          {offer.slots.map((slot, index) => (
            <label
              key={slot.startsAt}
              className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-200 p-3 has-[:checked]:border-indigo-500"
            >
              <input
                type="radio"
                name="slot"
                value={index}
                checked={selected === index}
                onChange={() => setSelected(index)}
              />
              <span>{slotLabel(slot)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {error && <Alert tone="error">{error}</Alert>}
      <button type="submit" className="btn-primary" disabled={pick.isPending}>
        {pick.isPending ? 'Saving...' : 'Confirm this time'}
      </button>
    </form>
  );
}

function Offer({ token }: { token: string }) {
  const offer = useQuery({
    queryKey: ['second-round', token],
    queryFn: () => publicOffer(token),
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
  useShowCandidateBrand(offer.data?.brand);
  if (offer.isPending) return <PageSpinner label="Loading the times..." />;
  if (offer.isError) {
    if (offer.error instanceof ApiError && offer.error.status === 404)
      return <LinkProblem message={secondRoundMessages.linkNotFound} />;
    return <LinkProblem message="We could not load the times." onRetry={() => void offer.refetch()} />;
  }
  const data = offer.data;
  return (
    <section className="mx-auto max-w-xl space-y-6 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Second-round interview</h1>
        <p className="mt-1 text-slate-600">
          {data.jobTitle} · for {data.candidateName}
        </p>
      </div>
      {data.chosenSlot !== null ? (
        <Chosen offer={data} index={data.chosenSlot} />
      ) : (
        <PickForm token={token} offer={data} />
      )}
      {data.bookingUrl && data.chosenSlot === null && (
        <p className="text-sm text-slate-600">
          None of these work?{' '}
          <a className="link" href={data.bookingUrl} target="_blank" rel="noopener noreferrer">
            Book another time
          </a>
          .
        </p>
      )}
    </section>
  );
}

/** The candidate's scheduling page from the accept e-mail. */
export default function SecondRoundPage() {
  useTitle('Pick your interview time');
  const { token = '' } = useParams();
  return (
    <div className="min-h-full bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
        {token ? <Offer key={token} token={token} /> : <LinkProblem message={secondRoundMessages.linkNotFound} />}
      </div>
    </div>
  );
}

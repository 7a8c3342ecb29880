import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import { pickSlotSchema, type PublicOffer } from '../../../core/api/second-round';
import { secondRoundMessages, slotEnd, type SecondRoundSlot } from '../../../core/second-round';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { FieldError } from '../../components/Field';
import { FormAlert } from '../../components/FormAlert';
import { PageSpinner } from '../../components/Spinner';
import { ApiError, errorMessage } from '../../lib/api';
import { checkValues, submitErrors } from '../../lib/form-errors';
import { cancelSlot, pickSlot, publicOffer, rescheduleSlot } from '../../lib/second-round';
import { useTitle } from '../../lib/use-title';
import { useShowCandidateBrand } from '../../features/brand/candidate-brand';
import { LinkProblem } from '../../features/interview/StatusViews';

/** The candidate's own time zone, as the browser knows it. */
const ownTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

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

/** The same start in the employer's time zone, when it differs from the candidate's ("10:00 in Europe/Berlin"). */
function employerTime(slot: SecondRoundSlot, timeZone: string | null): string | null {
  if (!timeZone || timeZone === ownTimeZone()) return null;
  const time = new Date(slot.startsAt).toLocaleTimeString(undefined, {
    hour: '2-digit',
    minute: '2-digit',
    weekday: 'short',
    timeZone,
  });
  return `${time} in ${timeZone}`;
}

function SlotText({ slot, offer }: { slot: SecondRoundSlot; offer: PublicOffer }) {
  const theirs = employerTime(slot, offer.timeZone);
  return (
    <span>
      {slotLabel(slot)}
      {theirs && <span className="block text-sm text-slate-500">{theirs} (the hiring team’s time)</span>}
    </span>
  );
}

/** Which time zones the page speaks in. */
function TimeZoneNote({ offer }: { offer: PublicOffer }) {
  const own = ownTimeZone();
  return (
    <p className="text-sm text-slate-600" data-testid="time-zones">
      Times are shown in your time zone, <strong>{own}</strong>
      {offer.timeZone && offer.timeZone !== own ? (
        <>
          . The hiring team is in <strong>{offer.timeZone}</strong>.
        </>
      ) : (
        '.'
      )}
    </p>
  );
}

function WhereNote({ offer }: { offer: PublicOffer }) {
  if (!offer.location && !offer.meetingUrl) return null;
  return (
    <dl className="space-y-1 text-sm text-slate-700">
      {offer.location && (
        <div>
          <dt className="inline font-semibold">Where: </dt>
          <dd className="inline">{offer.location}</dd>
        </div>
      )}
      {offer.meetingUrl && (
        <div>
          <dt className="inline font-semibold">Meeting link: </dt>
          <dd className="inline break-all">
            <a className="link" href={offer.meetingUrl} target="_blank" rel="noopener noreferrer">
              {offer.meetingUrl}
            </a>
          </dd>
        </div>
      )}
    </dl>
  );
}

function Chosen({ token, offer, index }: { token: string; offer: PublicOffer; index: number }) {
  const slot = offer.slots[index];
  const [mode, setMode] = useState<'view' | 'change'>('view');
  const [error, setError] = useState<string | null>(null);
  const cancel = useMutation({ mutationFn: () => cancelSlot(token) });
  // The page's "now" is when it opened; the server checks again on every change.
  const [openedAt] = useState(() => Date.now());
  const begun = slot ? Date.parse(slot.startsAt) <= openedAt : true;
  const others = offer.slots.some((s, i) => i !== index && Date.parse(s.startsAt) > openedAt);
  if (cancel.isSuccess) return <Cancelled />;
  if (mode === 'change')
    return <PickForm token={token} offer={offer} current={index} onCancel={() => setMode('view')} />;
  const onCancel = () => {
    if (!slot || !window.confirm(`Cancel your interview on ${slotLabel(slot)}? The hiring team will be told.`)) return;
    setError(null);
    cancel.mutate(undefined, {
      onError: (failure) => setError(errorMessage(failure, 'The interview was not cancelled.')),
    });
  };
  return (
    <div className="space-y-3">
      <div role="status" className="space-y-2">
        <h2 className="text-xl font-semibold text-slate-900">Your interview is booked</h2>
        {slot && (
          <p className="text-slate-700">
            <SlotText slot={slot} offer={offer} />
          </p>
        )}
        <p className="text-sm text-slate-600">
          A confirmation with a calendar invitation is on its way to your e-mail.
        </p>
      </div>
      {error && <Alert tone="error">{error}</Alert>}
      {!begun && (
        <div className="flex flex-wrap gap-2">
          {others && (
            <Button variant="secondary" onClick={() => setMode('change')}>
              Change the time
            </Button>
          )}
          <Button variant="secondary" loading={cancel.isPending} loadingLabel="Cancelling..." onClick={onCancel}>
            Cancel the interview
          </Button>
        </div>
      )}
    </div>
  );
}

function Cancelled() {
  return (
    <div role="status" className="space-y-2">
      <h2 className="text-xl font-semibold text-slate-900">Your interview is cancelled</h2>
      <p className="text-sm text-slate-600">{secondRoundMessages.cancelled}</p>
    </div>
  );
}

function PickForm({
  token,
  offer,
  current,
  onCancel,
}: {
  token: string;
  offer: PublicOffer;
  /** The chosen slot when changing it (reschedule); none when picking the first time. */
  current?: number;
  onCancel?: () => void;
}) {
  const [selected, setSelected] = useState<number | null>(null);
  /** The slot's message (none picked, or the server's 400 about it) and the form's, for the rest. */
  const [slotError, setSlotError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [openedAt] = useState(() => Date.now());
  const slotErrorId = useId();
  const changing = current !== undefined;
  const pick = useMutation({
    mutationFn: (slot: number) => (changing ? rescheduleSlot(token, slot) : pickSlot(token, slot)),
  });
  if (pick.isSuccess) return <Chosen token={token} offer={offer} index={pick.data.chosenSlot} />;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    // The endpoint's schema; a missing choice is said in the page's words, under the times.
    const checked = checkValues(pickSlotSchema, { slot: selected ?? undefined });
    if (!checked.data) {
      setSlotError(selected === null ? secondRoundMessages.slotUnknown : (checked.errors.slot ?? null));
      event.currentTarget.querySelector<HTMLInputElement>('input[name="slot"]')?.focus();
      return;
    }
    setSlotError(null);
    pick.mutate(checked.data.slot, {
      onError: (failure) => {
        const placed = submitErrors(failure, ['slot'], 'Your choice was not saved.');
        setSlotError(placed.fields.slot ?? null);
        setFormError(placed.form);
      },
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <fieldset aria-describedby={slotError ? slotErrorId : undefined}>
        <legend className="font-semibold text-slate-900">
          {changing ? 'Pick a new time' : 'Pick the time that suits you'}
        </legend>
        <div className="mt-3 space-y-2">
          {offer.slots.map((slot, index) => {
            const past = Date.parse(slot.startsAt) <= openedAt;
            if (index === current || past) return null;
            return (
              <label
                key={slot.startsAt}
                className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-200 p-3 has-[:checked]:border-indigo-500"
              >
                <input
                  type="radio"
                  name="slot"
                  value={index}
                  aria-invalid={slotError ? true : undefined}
                  checked={selected === index}
                  onChange={() => setSelected(index)}
                />
                <SlotText slot={slot} offer={offer} />
              </label>
            );
          })}
        </div>
        <FieldError id={slotErrorId} message={slotError ?? undefined} />
      </fieldset>
      <FormAlert messages={formError ? [formError] : []} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={pick.isPending} loadingLabel="Saving...">
          {changing ? 'Change to this time' : 'Confirm this time'}
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            Keep my time
          </Button>
        )}
      </div>
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
    <Card as="section" className="mx-auto max-w-xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Second-round interview</h1>
        <p className="mt-1 text-slate-600">
          {data.jobTitle} · for {data.candidateName}
        </p>
      </div>
      <TimeZoneNote offer={data} />
      <WhereNote offer={data} />
      {data.cancelled ? (
        <Cancelled />
      ) : data.chosenSlot !== null ? (
        <Chosen token={token} offer={data} index={data.chosenSlot} />
      ) : (
        <PickForm token={token} offer={data} />
      )}
      {data.bookingUrl && data.chosenSlot === null && !data.cancelled && (
        <p className="text-sm text-slate-600">
          None of these work?{' '}
          <a className="link" href={data.bookingUrl} target="_blank" rel="noopener noreferrer">
            Book another time
          </a>
          .
        </p>
      )}
    </Card>
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

import { useEffect, useId, useState } from 'react';
import { selfIdentificationEndpoints as endpoints } from '../../../core/api/endpoints/bias';
import { CANDIDATE_TOKEN_HEADER } from '../../../core/candidate-messages';
import {
  RACE_ETHNICITY_ANSWERS,
  RACE_ETHNICITY_LABELS,
  SELF_IDENTIFICATION_NOTICE,
  SEX_ANSWERS,
  SEX_LABELS,
  selfIdentificationMessages,
  type RaceEthnicityAnswer,
  type SexAnswer,
} from '../../../core/self-identification';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { FieldError } from '../../components/Field';
import { FormAlert } from '../../components/FormAlert';
import { ApiError } from '../../lib/api';
import { submitErrors, type SubmitErrors } from '../../lib/form-errors';
import { callApi } from '../../lib/call-api';

type Session = { interviewId: string; token: string };
type Phase = 'loading' | 'open' | 'saving' | 'saved' | 'skipped' | 'closed';

const skippedKey = (s: Session) => `screenroom.self-id-skipped.${s.interviewId}`;

function remember(key: string) {
  try {
    localStorage.setItem(key, '1');
  } catch {
    // Private mode: the form may simply show again after a reload.
  }
}

function wasSkipped(key: string) {
  try {
    return localStorage.getItem(key) === '1';
  } catch {
    return false;
  }
}

function Choices<T extends string>(props: {
  legend: string;
  name: string;
  options: readonly T[];
  labels: Record<T, string>;
  value: T | null;
  onChange: (value: T) => void;
  disabled: boolean;
  /** The server's message about this answer. */
  error?: string;
}) {
  const errorId = `${props.name}-error`;
  return (
    <fieldset className="mt-5" disabled={props.disabled} aria-describedby={props.error ? errorId : undefined}>
      <legend className="text-sm font-medium text-slate-900">{props.legend}</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {props.options.map((option) => (
          <label key={option} className="flex items-start gap-2 text-sm text-slate-700">
            <input
              type="radio"
              name={props.name}
              value={option}
              className="mt-0.5 h-4 w-4 border-slate-300"
              checked={props.value === option}
              aria-invalid={props.error ? true : undefined}
              onChange={() => props.onChange(option)}
            />
            {props.labels[option]}
          </label>
        ))}
      </div>
      <FieldError id={errorId} message={props.error} />
    </fieldset>
  );
}

/**
 * After submission: optional, clearly voluntary self-identification for bias audits. Nothing is
 * sent unless the candidate presses Save; Skip records nothing.
 */
export function SelfIdentificationForm({ session }: { session: Session }) {
  const headingId = useId();
  const [phase, setPhase] = useState<Phase>(() => (wasSkipped(skippedKey(session)) ? 'skipped' : 'loading'));
  const [sex, setSex] = useState<SexAnswer | null>(null);
  const [race, setRace] = useState<RaceEthnicityAnswer | null>(null);
  /** A refused save: the server's message under the answer it names, else in the one alert. */
  const [failure, setFailure] = useState<SubmitErrors>({ fields: {}, form: null });
  const headers = { [CANDIDATE_TOKEN_HEADER]: session.token };

  useEffect(() => {
    if (wasSkipped(skippedKey(session))) return;
    let cancelled = false;
    callApi(endpoints.selfIdentificationStatus, {
      params: { interviewId: session.interviewId },
      headers: { [CANDIDATE_TOKEN_HEADER]: session.token },
    }).then(
      (status) => !cancelled && setPhase(status.open ? 'open' : status.answered ? 'saved' : 'closed'),
      () => !cancelled && setPhase('closed'),
    );
    return () => {
      cancelled = true;
    };
  }, [session]);

  if (phase === 'loading' || phase === 'closed') return null;
  if (phase === 'saved')
    return (
      <div className="mx-auto mt-6 max-w-xl">
        <Alert tone="success">{selfIdentificationMessages.saved}</Alert>
      </div>
    );
  if (phase === 'skipped') return null;

  const save = async () => {
    if (!sex || !race) return;
    setPhase('saving');
    setFailure({ fields: {}, form: null });
    try {
      await callApi(endpoints.selfIdentify, {
        params: { interviewId: session.interviewId },
        headers,
        body: { sex, raceEthnicity: race },
      });
      setPhase('saved');
    } catch (e) {
      if (e instanceof ApiError && e.status === 404) {
        // The interview was deleted meanwhile: there is nothing left to answer about.
        setPhase('closed');
        return;
      }
      setFailure(submitErrors(e, ['sex', 'raceEthnicity'], 'We could not save your answers. Please try again.'));
      setPhase('open');
    }
  };
  const skip = () => {
    remember(skippedKey(session));
    setPhase('skipped');
  };
  const busy = phase === 'saving';

  return (
    <Card as="section" padding="none" aria-labelledby={headingId} className="mx-auto mt-6 max-w-xl px-6 py-8">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        Optional: voluntary self-identification
      </h2>
      <p className="mt-2 text-sm text-slate-600">{SELF_IDENTIFICATION_NOTICE}</p>
      <Choices
        legend="Sex"
        name="self-id-sex"
        options={SEX_ANSWERS}
        labels={SEX_LABELS}
        value={sex}
        onChange={setSex}
        disabled={busy}
        error={failure.fields.sex}
      />
      <Choices
        legend="Race/ethnicity"
        name="self-id-race"
        options={RACE_ETHNICITY_ANSWERS}
        labels={RACE_ETHNICITY_LABELS}
        value={race}
        onChange={setRace}
        disabled={busy}
        error={failure.fields.raceEthnicity}
      />
      {failure.form && (
        <div className="mt-4">
          <FormAlert messages={[failure.form]} />
        </div>
      )}
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={skip} disabled={busy}>
          Skip
        </Button>
        <Button onClick={() => void save()} disabled={!sex || !race} loading={busy} loadingLabel="Saving...">
          Save answers
        </Button>
      </div>
      {(!sex || !race) && (
        <p className="mt-3 text-right text-xs text-slate-500">Choose an answer to both questions, or skip.</p>
      )}
    </Card>
  );
}

import { useState, type FormEvent } from 'react';
import type { RatingsResponse } from '../../../core/api/shared-review';
import { anchorText } from '../../../core/scorecard/anchors';
import { RATING_MAX, RATING_MIN } from '../../../core/scorecard/scorecard';
import { averageRating } from '../../../core/shared-review/shared-review';
import { Alert } from '../../components/Alert';
import { Spinner } from '../../components/Spinner';
import { useMemberRatings, useSubmitRatings } from '../../lib/shared-review';
import { Card } from '../../components/Card';

const RATINGS = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => RATING_MIN + i);

function RatingForm({ interviewId, data }: { interviewId: string; data: RatingsResponse }) {
  const submit = useSubmitRatings(interviewId);
  const [values, setValues] = useState<Record<string, number>>(() =>
    Object.fromEntries(data.own.map((r) => [r.competencyId, r.rating])),
  );
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const missing = data.competencies.find((c) => values[c.id] === undefined);
    if (missing) {
      setError(`Please rate ${missing.name}.`);
      return;
    }
    setError(null);
    try {
      await submit.mutateAsync({
        ratings: data.competencies.map((c) => ({ competencyId: c.id, rating: values[c.id]! })),
      });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Your ratings could not be saved.');
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Your ratings" className="mt-4 space-y-4">
      {error && <Alert tone="error">{error}</Alert>}
      {data.competencies.map((c) => (
        <fieldset key={c.id} className="rounded-lg border border-slate-200 p-3">
          <legend className="px-1 text-sm font-semibold text-slate-900">{c.name}</legend>
          <div className="flex flex-wrap gap-3">
            {RATINGS.map((r) => (
              <label key={r} className="flex items-center gap-1 text-sm text-slate-800">
                <input
                  type="radio"
                  name={`rating-${c.id}`}
                  value={r}
                  checked={values[c.id] === r}
                  onChange={() => setValues((v) => ({ ...v, [c.id]: r }))}
                />
                {r}
              </label>
            ))}
          </div>
          <p className="mt-1 text-xs text-slate-600">
            {values[c.id] === undefined ? 'Choose a rating.' : anchorText(c.anchors, values[c.id]!)}
          </p>
        </fieldset>
      ))}
      <button type="submit" className="btn-primary" disabled={submit.isPending}>
        {submit.isPending ? 'Submitting...' : data.submittedAt ? 'Update my ratings' : 'Submit my ratings'}
      </button>
    </form>
  );
}

function RatingsTable({ data }: { data: RatingsResponse }) {
  if (data.others.hidden) return null;
  const members = [{ userId: 'you', name: 'You', ratings: data.own }, ...data.others.members];
  return (
    <div className="mt-4 overflow-x-auto">
      <table className="min-w-full text-left text-sm">
        <caption className="sr-only">Ratings per competency: the AI’s, each member’s and the members’ average</caption>
        <thead>
          <tr className="border-b border-slate-200 text-slate-700">
            <th scope="col" className="py-2 pr-3 font-semibold">
              Competency
            </th>
            <th scope="col" className="py-2 pr-3 font-semibold">
              AI
            </th>
            {members.map((m) => (
              <th key={m.userId} scope="col" className="py-2 pr-3 font-semibold">
                {m.name}
              </th>
            ))}
            <th scope="col" className="py-2 pr-3 font-semibold">
              Average
            </th>
          </tr>
        </thead>
        <tbody>
          {data.competencies.map((c) => {
            const given = members.map((m) => m.ratings.find((r) => r.competencyId === c.id)?.rating ?? null);
            const average = averageRating(given.filter((r): r is number => r !== null));
            return (
              <tr key={c.id} className="border-b border-slate-100">
                <th scope="row" className="py-2 pr-3 font-medium text-slate-900">
                  {c.name}
                </th>
                <td className="py-2 pr-3">{c.aiRating ?? '–'}</td>
                {given.map((r, i) => (
                  <td key={members[i]!.userId} className="py-2 pr-3">
                    {r ?? '–'}
                  </td>
                ))}
                <td className="py-2 pr-3 font-semibold">{average ?? '–'}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The team's ratings of an interview per competency: yours first; the others stay hidden
 * until you submit yours, so nobody anchors on them (docs/decisions/0024-shared-review.md).
 */
export function TeamRatingsCard({ interviewId }: { interviewId: string }) {
  const { data, error, isPending } = useMemberRatings(interviewId);
  let body;
  if (isPending) body = <Spinner label="Loading team ratings..." className="mt-4" />;
  else if (error) body = <Alert tone="error">The team ratings could not be loaded. Please try again later.</Alert>;
  else if (data.competencies.length === 0)
    body = <p className="mt-2 text-sm text-slate-600">Team ratings open once the interview has a scorecard.</p>;
  else
    body = (
      <>
        {data.others.hidden ? (
          <p className="mt-2 text-sm text-slate-700">
            Other ratings are hidden until you submit yours ({data.others.count} submitted).
          </p>
        ) : (
          <RatingsTable data={data} />
        )}
        <RatingForm key={data.submittedAt ?? 'new'} interviewId={interviewId} data={data} />
      </>
    );
  return (
    <Card aria-labelledby="team-ratings-heading" as="section">
      <h2 id="team-ratings-heading" className="text-lg font-semibold text-slate-900">
        Team ratings
      </h2>
      {body}
    </Card>
  );
}

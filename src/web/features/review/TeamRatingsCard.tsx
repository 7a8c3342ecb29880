import { useMemo } from 'react';
import { z } from 'zod';
import { submitRatingsInputSchema, type RatingsResponse } from '../../../core/api/shared-review';
import { anchorText } from '../../../core/scorecard/anchors';
import { RATING_MAX, RATING_MIN } from '../../../core/scorecard/scorecard';
import { averageRating } from '../../../core/shared-review/shared-review';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { FieldError } from '../../components/Field';
import { FormAlert } from '../../components/FormAlert';
import { Spinner } from '../../components/Spinner';
import { useMemberRatings, useSubmitRatings } from '../../lib/shared-review';
import { useApiForm } from '../../lib/use-api-form';
import { Card } from '../../components/Card';

const RATINGS = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => RATING_MIN + i);

/** The form holds each competency's rating as its radio's value ('' while unrated). */
const ratingsFormSchema = (competencies: RatingsResponse['competencies']) =>
  z
    .object({ ratings: z.array(z.object({ competencyId: z.string(), rating: z.string() })) })
    .superRefine(({ ratings }, context) =>
      ratings.forEach((given, index) => {
        if (!given.rating)
          context.addIssue({
            code: 'custom',
            path: ['ratings', index, 'rating'],
            message: `Please rate ${competencies[index]?.name ?? given.competencyId}.`,
          });
      }),
    )
    .transform(({ ratings }) => ({
      ratings: ratings.map((given) => ({ competencyId: given.competencyId, rating: Number(given.rating) })),
    }))
    .pipe(submitRatingsInputSchema);

function RatingForm({ interviewId, data }: { interviewId: string; data: RatingsResponse }) {
  const submit = useSubmitRatings(interviewId);
  const schema = useMemo(() => ratingsFormSchema(data.competencies), [data.competencies]);
  const defaultValues = useMemo(
    () => ({
      ratings: data.competencies.map((c) => {
        const own = data.own.find((r) => r.competencyId === c.id)?.rating;
        return { competencyId: c.id, rating: own === undefined ? '' : String(own) };
      }),
    }),
    [data.competencies, data.own],
  );
  const { form, field, errorOf, alert, busy, onSubmit } = useApiForm({
    schema,
    defaultValues,
    fallback: 'Your ratings could not be saved.',
    onSubmit: (input) => submit.mutateAsync(input),
  });
  const chosen = form.watch('ratings');

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Your ratings" className="mt-4 space-y-4">
      <FormAlert messages={alert} />
      {data.competencies.map((c, index) => {
        const rating = chosen[index]?.rating;
        const error = errorOf(`ratings.${index}.rating`);
        const errorId = `rating-${c.id}-error`;
        return (
          <fieldset
            key={c.id}
            className="rounded-lg border border-slate-200 p-3"
            aria-describedby={error ? errorId : undefined}
          >
            <legend className="px-1 text-sm font-semibold text-slate-900">{c.name}</legend>
            <div className="flex flex-wrap gap-3">
              {RATINGS.map((r) => (
                <label key={r} className="flex items-center gap-1 text-sm text-slate-800">
                  <input
                    type="radio"
                    value={String(r)}
                    aria-invalid={error ? true : undefined}
                    {...field(`ratings.${index}.rating`)}
                  />
                  {r}
                </label>
              ))}
            </div>
            <p className="mt-1 text-xs text-slate-600">
              {rating ? anchorText(c.anchors, Number(rating)) : 'Choose a rating.'}
            </p>
            <FieldError id={errorId} message={error} />
          </fieldset>
        );
      })}
      <Button type="submit" loading={busy} loadingLabel="Submitting...">
        {data.submittedAt ? 'Update my ratings' : 'Submit my ratings'}
      </Button>
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

import { useMemo, useState } from 'react';
import { z } from 'zod';
import type { FeedbackStatus } from '../../../core/api/review';
import {
  OVERRIDE_REASON_MAX,
  ratingOverrideInputSchema,
  type ScorecardCompetency,
  type ScorecardView,
} from '../../../core/api/scorecards';
import { anchorText } from '../../../core/scorecard/anchors';
import { RATING_MAX, RATING_MIN } from '../../../core/scorecard/scorecard';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Select, Textarea } from '../../components/Field';
import { FormAlert } from '../../components/FormAlert';
import { useApiForm } from '../../lib/use-api-form';
import { Spinner } from '../../components/Spinner';
import { useOverrideRating, useScorecard } from '../../lib/scorecards';
import { clock } from '../interview/AnswerControls';
import { answerAnchor, playAnswerAt } from './RecordingsList';
import { AboutAssessmentLink } from './ScoreCells';
import { Card } from '../../components/Card';

const RATINGS = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => RATING_MIN + i);
const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

const QUESTION_LABELS = { answered: 'Answered', partly: 'Partly answered', not_answered: 'Not answered' } as const;
const QUESTION_TONES = {
  answered: 'bg-green-100 text-green-800',
  partly: 'bg-amber-100 text-amber-900',
  not_answered: 'bg-slate-200 text-slate-700',
} as const;

function RatingLine({ competency }: { competency: ScorecardCompetency }) {
  if (competency.status === 'not_demonstrated')
    return (
      <p className="text-sm">
        <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-800">
          Not demonstrated
        </span>{' '}
        <span className="text-slate-600">No relevant evidence in the answers; not counted as a strength.</span>
      </p>
    );
  const rating = competency.rating!;
  return (
    <p className="text-sm">
      <span className="rounded-full bg-indigo-100 px-2 py-0.5 text-xs font-semibold text-indigo-900">
        AI rating {rating}/{RATING_MAX}
      </span>{' '}
      {competency.status === 'unsupported' ? (
        <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
          Unsupported: no quote could be verified, so it does not count
        </span>
      ) : (
        <span className="text-slate-700">{anchorText(competency.anchors, rating)}</span>
      )}
    </p>
  );
}

/** The override as the form holds it (the rating as the select's text), piped into the endpoint's contract. */
const overrideFormSchema = (competencyId: string) =>
  z
    .object({ rating: z.string(), reason: z.string() })
    .transform(({ rating, reason }) => ({ competencyId, rating: Number(rating), reason }))
    .pipe(ratingOverrideInputSchema);

function OverrideForm({
  interviewId,
  competency,
  onDone,
}: {
  interviewId: string;
  competency: ScorecardCompetency;
  onDone: () => void;
}) {
  const override = useOverrideRating(interviewId);
  const schema = useMemo(() => overrideFormSchema(competency.id), [competency.id]);
  const { form, field, alert, busy, onSubmit } = useApiForm({
    schema,
    defaultValues: { rating: String(competency.override?.rating ?? competency.rating ?? 3), reason: '' },
    fallback: 'The override could not be saved.',
    onSubmit: async (input) => {
      await override.mutateAsync(input);
      onDone();
    },
  });
  const rating = form.watch('rating');

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={`Override the rating of ${competency.name}`}
      className="mt-3 space-y-3 rounded-lg border border-slate-200 bg-slate-50 p-3"
    >
      <FormAlert messages={alert} />
      <Select
        label="Your rating"
        selectClassName="max-w-[8rem]"
        hint={anchorText(competency.anchors, Number(rating))}
        {...field('rating')}
      >
        {RATINGS.map((r) => (
          <option key={r} value={r}>
            {r}
          </option>
        ))}
      </Select>
      <Textarea label="Reason (required)" rows={3} required maxLength={OVERRIDE_REASON_MAX} {...field('reason')} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={busy} loadingLabel="Saving...">
          Save override
        </Button>
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function CompetencyItem({
  interviewId,
  competency,
  recordedSeqs,
}: {
  interviewId: string;
  competency: ScorecardCompetency;
  recordedSeqs: ReadonlySet<number>;
}) {
  const [editing, setEditing] = useState(false);
  return (
    <li className="space-y-2 rounded-xl bg-slate-50 p-4" aria-label={competency.name}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold text-slate-900">{competency.name}</h3>
        <span className="text-xs text-slate-600">Weight {competency.weight}</span>
      </div>
      <RatingLine competency={competency} />
      <TeamRatingLine competency={competency} />
      {competency.override && (
        <p className="text-sm text-slate-800" data-testid="override">
          <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-900">
            Reviewer rating {competency.override.rating}/{RATING_MAX}
          </span>{' '}
          “{competency.override.reason}”
          <span className="text-slate-600">
            {' '}
            — {competency.override.by ?? 'a former user'},{' '}
            <time dateTime={competency.override.at}>{when.format(new Date(competency.override.at))}</time>
          </span>
        </p>
      )}
      {competency.justification && <p className="text-sm text-slate-700">{competency.justification}</p>}
      {competency.evidence.length > 0 && (
        <ul className="space-y-1" aria-label={`Evidence for ${competency.name}`}>
          {competency.evidence.map((e, i) => (
            <li key={i} className="text-sm">
              <blockquote className="border-l-4 border-indigo-300 pl-3 text-slate-800 italic">“{e.quote}”</blockquote>
              {e.turnSeq !== null && (
                <QuoteLink turnSeq={e.turnSeq} startSeconds={e.startSeconds} recorded={recordedSeqs.has(e.turnSeq)} />
              )}
            </li>
          ))}
        </ul>
      )}
      {editing ? (
        <OverrideForm interviewId={interviewId} competency={competency} onDone={() => setEditing(false)} />
      ) : (
        <button type="button" className="btn-secondary text-sm" onClick={() => setEditing(true)}>
          Override rating
        </button>
      )}
    </li>
  );
}

/**
 * Scrolls to the quote's answer and plays its recording from the quoted words (when their time is
 * known). A typed answer has no recording: the link only goes to the answer.
 */
function QuoteLink({
  turnSeq,
  startSeconds,
  recorded,
}: {
  turnSeq: number;
  startSeconds: number | null;
  recorded: boolean;
}) {
  if (!recorded)
    return (
      <a href={`#${answerAnchor(turnSeq)}`} className="link ml-4 text-xs">
        Go to this typed answer
      </a>
    );
  return (
    <a
      href={`#${answerAnchor(turnSeq)}`}
      onClick={() => playAnswerAt(turnSeq, startSeconds)}
      className="link ml-4 text-xs"
    >
      {startSeconds === null
        ? 'Go to this answer’s recording'
        : `Play the recording from here (${clock(Math.floor(startSeconds))})`}
    </a>
  );
}

const NO_RECORDINGS: ReadonlySet<number> = new Set();

function assessorName(card: ScorecardView): string {
  return card.provider === 'builtin' ? 'the builtin rule-based assessor' : card.provider;
}

/**
 * The score line (docs/decisions/0034-team-score-and-validity.md): the settled score the team owns,
 * the assessor's estimate beside it — or, when that estimate misses its validity targets, no
 * Overall Score by default and the estimate one click away, labelled with its measured validity.
 */
function ScoreSummary({ card }: { card: ScorecardView }) {
  const [shown, setShown] = useState(false);
  const team = card.competencies.filter((c) => c.teamRating !== null).length;
  const against = card.planVersion === null ? 'the posting’s default plan' : `plan version ${card.planVersion}`;
  const estimate = (
    <span data-testid="ai-estimate">
      {card.aiScoreWithheld ? 'Rule-based estimate' : 'AI estimate'}{' '}
      <strong className="text-slate-900">{card.overallScore}/100</strong> by {assessorName(card)} ({card.model}) —{' '}
      {card.validity}.
    </span>
  );
  return (
    <div className="space-y-2 text-sm text-slate-700">
      {card.scoreBasis !== 'assessor' ? (
        <p data-testid="team-score">
          Overall Score <strong className="text-slate-900">{card.settledScore}/100</strong>, settled by your team:{' '}
          {team === card.competencies.length
            ? 'every competency carries the team’s rating.'
            : `${team} of ${card.competencies.length} competencies carry the team’s rating, the rest the AI’s.`}{' '}
          Computed from the ratings and the plan’s weights; unanswered questions count against their competency.
        </p>
      ) : card.aiScoreWithheld ? (
        <p data-testid="no-overall-score">
          <strong className="text-slate-900">No Overall Score yet.</strong> The rule-based assessor misses its validity
          targets, so its number is not shown by default: read the evidence per competency and the questions answered
          below, and rate the competencies — your team’s ratings give the Overall Score and the ranking.
        </p>
      ) : (
        <p>
          Overall Score <strong className="text-slate-900">{card.settledScore}/100</strong>, computed from the AI’s
          ratings below and the plan’s weights; unanswered questions count against their competency.
        </p>
      )}
      {card.aiScoreWithheld && !shown ? (
        <button type="button" className="btn-secondary text-sm" onClick={() => setShown(true)}>
          Show the rule-based estimate
        </button>
      ) : (
        <p>{estimate}</p>
      )}
      <p>
        Assessed against {against}. This is advice; people decide. <AboutAssessmentLink />
      </p>
    </div>
  );
}

function TeamRatingLine({ competency }: { competency: ScorecardCompetency }) {
  const team = competency.teamRating;
  if (!team) return null;
  return (
    <p className="text-sm" data-testid="team-rating">
      <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-900">
        Team rating {team.rating}/{RATING_MAX}
      </span>{' '}
      <span className="text-slate-600">
        {team.source === 'override'
          ? 'set by an override'
          : `median of ${team.raters} member${team.raters === 1 ? '' : 's'}’ ratings`}
      </span>
    </p>
  );
}

function ScorecardBody({
  interviewId,
  card,
  recordedSeqs,
}: {
  interviewId: string;
  card: ScorecardView;
  recordedSeqs: ReadonlySet<number>;
}) {
  const covered = card.questions.filter((q) => q.status !== 'not_answered').length;
  const fully = card.questions.filter((q) => q.status === 'answered').length;
  return (
    <div className="mt-4 space-y-5">
      <ScoreSummary card={card} />
      <ul className="space-y-3">
        {card.competencies.map((c) => (
          <CompetencyItem key={c.id} interviewId={interviewId} competency={c} recordedSeqs={recordedSeqs} />
        ))}
      </ul>
      <div>
        <h3 className="font-semibold text-slate-900">Questions</h3>
        <p className="mt-1 text-sm text-slate-700" data-testid="question-coverage">
          Answered {covered} of {card.questions.length} ({fully} fully, {covered - fully} partly).
        </p>
        <ol className="mt-2 space-y-2">
          {card.questions.map((q) => (
            <li key={q.id} className="flex flex-wrap items-start gap-2 text-sm">
              <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${QUESTION_TONES[q.status]}`}>
                {QUESTION_LABELS[q.status]}
              </span>
              <span className="min-w-0 flex-1 text-slate-700">{q.text}</span>
            </li>
          ))}
        </ol>
      </div>
      {card.cvNote && (
        <div>
          <h3 className="font-semibold text-slate-900">CV vs interview</h3>
          <p className="mt-1 text-sm text-slate-700">{card.cvNote}</p>
          <p className="mt-1 text-xs text-slate-500">
            The CV is never evidence: it does not change the ratings or the score.
          </p>
        </div>
      )}
    </div>
  );
}

/** The interview's scorecard: per competency the rating with its anchor, justification, quotes and any override. */
export function ScorecardCard({
  interviewId,
  status,
  recordedSeqs = NO_RECORDINGS,
}: {
  interviewId: string;
  status: FeedbackStatus;
  /** The answers (turn seq) that have a recording: only their quotes offer to play it. */
  recordedSeqs?: ReadonlySet<number>;
}) {
  const { data, error, isPending } = useScorecard(interviewId, status);
  let body;
  if (isPending) body = <Spinner label="Loading scorecard..." className="mt-4" />;
  else if (error) body = <Alert tone="error">The scorecard could not be loaded. Please try again later.</Alert>;
  else if (!data.scorecard)
    body = (
      <p className="mt-2 text-sm text-slate-600">
        {status === 'failed'
          ? 'No scorecard: the assessment failed (see the feedback above).'
          : 'No scorecard yet: it appears when the assessment is done.'}
      </p>
    );
  else body = <ScorecardBody interviewId={interviewId} card={data.scorecard} recordedSeqs={recordedSeqs} />;
  return (
    <Card aria-labelledby="scorecard-heading" as="section">
      <h2 id="scorecard-heading" className="text-lg font-semibold text-slate-900">
        Scorecard
      </h2>
      {body}
    </Card>
  );
}

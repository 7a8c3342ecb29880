import { targetChecks, targetsMet, type ValidityPart, type ValidityStatement } from '../../../core/scorecard/validity';
import { Alert } from '../../components/Alert';
import { Breadcrumb } from '../../components/Breadcrumb';
import { PageSpinner } from '../../components/Spinner';
import { useAssessorValidity } from '../../lib/assessor-validity';
import { useTitle } from '../../lib/use-title';

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'long', timeStyle: 'short' });
const th = 'px-3 py-2 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase';
const td = 'px-3 py-2 text-sm text-slate-800';

function Figures({ part }: { part: ValidityPart }) {
  const f = part.figures;
  const rows: [string, string][] = [
    ['Spearman, Overall Score vs human label', f.spearmanOverall.toFixed(3)],
    ['Pairs put in the labelled order', f.pairwiseAccuracy.toFixed(3)],
    ['Competency ratings within one level', f.competencyWithinOne.toFixed(3)],
    ['Highest gaming percentile among honest answers', f.gamingMaxPercentile.toFixed(1)],
    ...f.gamingByKind.map((g): [string, string] => [
      `Gaming: ${g.kind.replaceAll('_', ' ')}`,
      g.maxPercentile.toFixed(1),
    ]),
    ...f.styleDeltas.map((s): [string, string] => [
      `Style: ${s.variant.replaceAll('_', ' ')} (${s.pairs} pairs)`,
      `mean ${s.mean >= 0 ? '+' : ''}${s.mean.toFixed(1)}, largest ${s.maxAbs.toFixed(1)} points`,
    ]),
  ];
  return (
    <section className="space-y-2" aria-label={part.name}>
      <h3 className="font-semibold text-slate-900">{part.name}</h3>
      <p className="text-sm text-slate-600">
        {f.transcripts} transcripts, {f.postings} postings. Fields: {part.fields.join(', ')}.
      </p>
      <table className="min-w-full divide-y divide-slate-200 rounded-lg border border-slate-200">
        <tbody className="divide-y divide-slate-100">
          {rows.map(([name, value]) => (
            <tr key={name}>
              <th scope="row" className={`${td} text-left font-normal`}>
                {name}
              </th>
              <td className={`${td} tabular-nums`}>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function Statement({ statement }: { statement: ValidityStatement }) {
  const met = targetsMet(statement);
  return (
    <div className="space-y-6">
      <Alert tone={met ? 'success' : 'info'}>
        {met
          ? 'The builtin assessor meets its validity targets on the held-out transcripts: its Overall Score is shown by default.'
          : 'The builtin assessor does not meet its validity targets on transcripts it was not tuned on. Postings it assesses show the evidence per competency, the question coverage and your team’s ratings — not its Overall Score — by default. The rule-based estimate is one click away, labelled with these figures.'}
      </Alert>
      <p className="text-sm text-slate-700">
        Measured {when.format(new Date(statement.measuredAt))} for the {statement.assessor.provider} assessor (
        <code>{statement.assessor.model}</code>).
      </p>
      <section className="space-y-2">
        <h2 className="text-xl font-semibold text-slate-900">Targets (held-out transcripts)</h2>
        <table className="min-w-full divide-y divide-slate-200 rounded-lg border border-slate-200">
          <thead className="bg-slate-50">
            <tr>
              <th scope="col" className={th}>
                Target
              </th>
              <th scope="col" className={th}>
                Required
              </th>
              <th scope="col" className={th}>
                Measured
              </th>
              <th scope="col" className={th}>
                Met
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {targetChecks(statement).map((c) => (
              <tr key={c.name}>
                <th scope="row" className={`${td} text-left font-normal`}>
                  {c.name}
                </th>
                <td className={td}>{c.target}</td>
                <td className={`${td} tabular-nums`}>{c.value}</td>
                <td className={td}>{c.met ? 'Yes' : 'No'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section className="space-y-2">
        <h2 className="text-xl font-semibold text-slate-900">How it was measured</h2>
        <p className="text-sm text-slate-700">{statement.method}</p>
      </section>
      <section className="space-y-4">
        <h2 className="text-xl font-semibold text-slate-900">Figures</h2>
        {statement.heldOut ? (
          <Figures part={statement.heldOut} />
        ) : (
          <p className="text-sm text-slate-700">Held-out transcripts: not measured yet.</p>
        )}
        {statement.development.map((part) => (
          <Figures key={part.name} part={part} />
        ))}
      </section>
      {statement.caveats.length > 0 && (
        <section className="space-y-2">
          <h2 className="text-xl font-semibold text-slate-900">What these figures are computed from</h2>
          <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
            {statement.caveats.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

/** "About the AI assessment": the latest validity statement, the team score rule, and what is not measured. */
export default function AboutAssessmentPage() {
  useTitle('About the AI assessment');
  const { data, error, isPending } = useAssessorValidity();
  let body;
  if (isPending) body = <PageSpinner label="Loading the validity statement..." />;
  else if (error || !data)
    body = <Alert tone="error">The validity statement could not be loaded. Please try again later.</Alert>;
  else
    body = (
      <>
        {data.statement ? (
          <Statement statement={data.statement} />
        ) : (
          <Alert tone="info">
            No validity statement has been written for this installation: validity not measured.
          </Alert>
        )}
        {data.configured !== data.statement?.assessor.provider && (
          <p className="mt-6 text-sm text-slate-700">
            This installation assesses with the {data.configured} assessor. Its validity is{' '}
            <strong>not measured</strong>: run <code>npm run eval -- --report</code> with it to measure it. Its scores
            are shown, labelled “validity not measured”.
          </p>
        )}
      </>
    );
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-10 sm:px-6">
      <Breadcrumb items={[{ label: 'Dashboard', to: '/dashboard' }, { label: 'About the AI assessment' }]} />
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">About the AI assessment</h1>
      <section className="space-y-2 text-sm text-slate-700">
        <p>
          Each interview is assessed against its plan as a scorecard: per competency a 1–5 rating against the written
          anchors, with verbatim quotes, and per question whether it was answered. The assessment is advice; people
          decide.
        </p>
        <p>
          <strong>Your team owns the score.</strong> An override (a rating with a reason) sets a competency’s team
          rating; otherwise the team members’ submitted ratings give it, as their median. The Overall Score and the
          ranking follow the team’s ratings where they exist and the AI’s elsewhere; the AI’s own rating and score stay
          recorded beside them, and every change is in the audit log.
        </p>
      </section>
      {body}
    </div>
  );
}

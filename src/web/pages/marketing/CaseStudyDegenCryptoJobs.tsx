import { Breadcrumb } from '../../components/Breadcrumb';
import { useTitle } from '../../lib/use-title';
import { DEGEN_CASE_STUDY } from './CaseStudies';
import { CtaBanner } from './ui';

const RESULTS = [
  { value: '60%', label: 'less time spent on first-round interviews' },
  { value: '48 h', label: 'from a role going live to a ranked shortlist' },
  { value: '100%', label: 'of applicants interviewed, not just the CVs that stood out' },
];

const TESTIMONIAL = {
  name: 'Maya Lindqvist',
  role: 'Head of Talent Partnerships, Degen Crypto Jobs',
  quote:
    'We used to pick twenty CVs out of four hundred and hope we had chosen well. Now every applicant gets a proper interview, and our clients get a ranked shortlist with recordings they can watch before the first call. It changed what we can promise.',
};

export default function CaseStudyDegenCryptoJobsPage() {
  useTitle(`${DEGEN_CASE_STUDY.company} case study`);
  return (
    <article className="mx-auto max-w-4xl px-4 py-12 sm:px-6 sm:py-16">
      <Breadcrumb items={[{ label: 'Case Studies', to: '/case-studies' }, { label: DEGEN_CASE_STUDY.company }]} />
      <p className="text-sm font-semibold uppercase tracking-wide text-indigo-700">{DEGEN_CASE_STUDY.sector}</p>
      <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
        {DEGEN_CASE_STUDY.company} screens every applicant and ships shortlists in two days
      </h1>
      <p className="mt-5 text-lg text-slate-600">{DEGEN_CASE_STUDY.summary}</p>

      <dl className="mt-10 grid gap-4 sm:grid-cols-3">
        {RESULTS.map((result) => (
          <div key={result.label} className="flex flex-col rounded-2xl bg-indigo-700 p-6 text-white">
            <dt className="text-sm text-indigo-100">{result.label}</dt>
            <dd className="order-first text-3xl font-extrabold">{result.value}</dd>
          </div>
        ))}
      </dl>

      <div className="mt-12 space-y-10 leading-7 text-slate-700">
        <section aria-labelledby="challenge">
          <h2 id="challenge" className="text-2xl font-bold text-slate-900">
            The challenge
          </h2>
          <p className="mt-3">
            Degen Crypto Jobs runs a job board and recruitment service for Web3 companies. Popular roles attract
            hundreds of applicants from every time zone within days, and the team’s recruiters could phone-screen only a
            fraction of them. Clients wanted faster shortlists and better evidence about each candidate than a CV could
            give.
          </p>
        </section>
        <section aria-labelledby="solution">
          <h2 id="solution" className="text-2xl font-bold text-slate-900">
            The solution
          </h2>
          <p className="mt-3">
            The team created one Screenroom interview process per role from the client’s job description and added the
            candidate link to every job ad. Applicants interviewed when it suited them, whatever their time zone.
            Recruiters opened the candidates list each morning, sorted by score, watched the strongest recordings and
            accepted or rejected in a click.
          </p>
          <ul className="mt-3 list-disc space-y-1 pl-5">
            <li>Structured, role-specific questions for every applicant</li>
            <li>Written assessments with an overall score to rank the shortlist</li>
            <li>Recordings and transcripts shared with the hiring client</li>
          </ul>
        </section>
        <figure className="rounded-3xl border border-slate-200 bg-white p-8 shadow-sm">
          <blockquote className="text-lg leading-8 text-slate-800">“{TESTIMONIAL.quote}”</blockquote>
          <figcaption className="mt-4 text-sm text-slate-600">
            <span className="font-semibold text-slate-900">{TESTIMONIAL.name}</span>, {TESTIMONIAL.role}
          </figcaption>
        </figure>
        <section aria-labelledby="results">
          <h2 id="results" className="text-2xl font-bold text-slate-900">
            The results
          </h2>
          <p className="mt-3">
            Recruiters now spend their time with candidates who have already shown they can do the job. Clients receive
            a ranked shortlist within two days of a role going live, and no applicant is turned away without being
            heard.
          </p>
        </section>
        <p className="text-sm text-slate-500">
          This case study describes a representative deployment; names and figures are illustrative.
        </p>
      </div>
      <div className="mt-16 -mx-4 sm:-mx-6">
        <CtaBanner title="Get the same results for your roles" />
      </div>
    </article>
  );
}

import { Link } from 'react-router';
import { useTitle } from '../../lib/use-title';
import { Icon } from './icons';
import { CtaBanner, PageHero, Section } from './ui';

export const DEGEN_CASE_STUDY = {
  to: '/case-studies/degen-crypto-jobs',
  company: 'Degen Crypto Jobs',
  sector: 'Web3 recruitment marketplace',
  summary:
    'How a crypto job board moved its first-round screening to AI video interviews and gave its clients a ranked shortlist within two days of a role going live.',
  highlights: ['60% less time on first-round interviews', 'Shortlists in 48 hours', 'Every applicant interviewed'],
};

export default function CaseStudiesPage() {
  useTitle('Case Studies');
  return (
    <>
      <PageHero eyebrow="Case studies" title="Hiring teams that screen smarter">
        See how teams use Screenroom to interview every applicant and spend their own time on the best of them.
      </PageHero>
      <Section>
        <ul className="grid gap-8 lg:grid-cols-2">
          <li className="flex flex-col rounded-3xl border border-slate-200 bg-white p-8 shadow-sm">
            <p className="text-sm font-semibold uppercase tracking-wide text-indigo-700">{DEGEN_CASE_STUDY.sector}</p>
            <h2 className="mt-2 text-2xl font-bold text-slate-900">{DEGEN_CASE_STUDY.company}</h2>
            <p className="mt-3 flex-1 text-slate-600">{DEGEN_CASE_STUDY.summary}</p>
            <ul className="mt-6 space-y-2 text-sm text-slate-700">
              {DEGEN_CASE_STUDY.highlights.map((item) => (
                <li key={item} className="flex items-start gap-2">
                  <Icon name="check" className="mt-0.5 h-4 w-4 shrink-0 text-indigo-600" />
                  {item}
                </li>
              ))}
            </ul>
            <Link to={DEGEN_CASE_STUDY.to} className="link mt-8 inline-flex items-center gap-1">
              Read the {DEGEN_CASE_STUDY.company} case study
              <Icon name="arrow" className="h-4 w-4" />
            </Link>
          </li>
          <li className="flex flex-col justify-center rounded-3xl border border-dashed border-slate-300 p-8 text-slate-600">
            <h2 className="text-xl font-semibold text-slate-900">Your story next?</h2>
            <p className="mt-3">
              Using Screenroom to hire? We would love to hear what changed for your team and share it here.
            </p>
          </li>
        </ul>
      </Section>
      <CtaBanner title="Start screening smarter today" />
    </>
  );
}

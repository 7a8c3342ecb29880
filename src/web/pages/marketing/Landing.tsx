import { Link } from 'react-router';
import { useTitle } from '../../lib/use-title';
import { AudioSample } from './AudioSample';
import { FEATURES, STEPS } from './content';
import { Icon } from './icons';
import { RoiCalculator } from './RoiCalculator';
import { CtaBanner, FeatureGrid, mailto, Section, StatsBand, useSupportEmail } from './ui';
import { Card } from '../../components/Card';

const CLAIMS = [
  'Automated video interviews',
  'Ranked assessments for your shortlist',
  'Second rounds booked from your link or time slots, with a calendar invitation',
  '60% less interview time',
];

export default function LandingPage() {
  useTitle('AI video interviews');
  const supportEmail = useSupportEmail();
  const contactHref = mailto(supportEmail, 'Question about Screenroom');
  const demoHref = mailto(
    supportEmail,
    'Screenroom demo request',
    'Hello,\n\nWe would like a demo of Screenroom.\n\nCompany:\nRoles we are hiring for:\nCandidates per month:\n',
  );

  return (
    <>
      <section className="bg-gradient-to-b from-indigo-50 to-slate-50">
        <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-2">
          <div>
            <h1 className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-6xl">
              Hire Quality, Not Quantity. <span className="text-indigo-600">Instantly.</span>
            </h1>
            <p className="mt-6 text-lg text-slate-600">
              Screenroom runs your first-round interviews for you. An AI interviewer talks with every applicant by
              video, assesses each answer and hands you a ranked shortlist, so your team only meets the best.
            </p>
            <ul className="mt-6 grid gap-2 text-slate-700 sm:grid-cols-2">
              {CLAIMS.map((claim) => (
                <li key={claim} className="flex items-start gap-2">
                  <Icon name="check" className="mt-0.5 h-5 w-5 shrink-0 text-indigo-600" />
                  <span>{claim}</span>
                </li>
              ))}
            </ul>
            <div className="mt-10 flex flex-wrap gap-3">
              <Link to="/signup" className="btn-primary px-6 py-3 text-base">
                Get My Free Trial
              </Link>
              {contactHref && (
                <a href={contactHref} className="btn-secondary px-6 py-3 text-base">
                  <Icon name="mail" className="h-5 w-5" />
                  Contact us
                </a>
              )}
              {demoHref && (
                <a href={demoHref} className="btn-secondary px-6 py-3 text-base">
                  Book a demo
                </a>
              )}
            </div>
            <p className="mt-4 text-sm text-slate-500">
              Every paid plan starts with a 7-day free trial. Cancel any time.
            </p>
          </div>
          <div id="sample">
            <h2 className="mb-4 text-lg font-semibold text-slate-900">Hear a sample interview</h2>
            <AudioSample />
          </div>
        </div>
      </section>

      <Section id="how-it-works" title="How it Works" intro="From job description to ranked shortlist in three steps.">
        <ol className="grid gap-6 md:grid-cols-3">
          {STEPS.map((step, index) => (
            <Card as="li" key={step.title}>
              <span
                aria-hidden="true"
                className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-indigo-600 font-bold text-white"
              >
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">
                <span className="sr-only">Step {index + 1}: </span>
                {step.title}
              </h3>
              <p className="mt-2 text-sm leading-6 text-slate-600">{step.description}</p>
            </Card>
          ))}
        </ol>
      </Section>

      <Section
        id="roi"
        title="Calculate your savings"
        intro="Move the sliders to see what first-round interviews cost your team today."
        className="bg-white"
      >
        <RoiCalculator />
      </Section>

      <Section id="features" title="Everything you need to screen at scale">
        <FeatureGrid features={FEATURES} />
        <div className="mt-12">
          <StatsBand />
        </div>
        <p className="mt-8 text-center">
          <Link to="/features" className="link inline-flex items-center gap-1">
            Explore all features
            <Icon name="arrow" className="h-4 w-4" />
          </Link>
        </p>
      </Section>

      <CtaBanner title="Ready to meet only your best candidates?">
        Create your first interview in minutes and try any plan free for 7 days.
      </CtaBanner>
    </>
  );
}

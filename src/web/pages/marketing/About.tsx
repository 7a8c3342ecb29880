import { useTitle } from '../../lib/use-title';
import { VALUES } from './content';
import { CtaBanner, mailto, PageHero, Section, useSupportEmail } from './ui';

export default function AboutPage() {
  useTitle('About');
  const contact = mailto(useSupportEmail(), 'Hello from the About page');
  return (
    <>
      <PageHero eyebrow="About Screenroom" title="Fair, fast first interviews for everyone">
        We believe every applicant deserves a real conversation, and every hiring team deserves the time to have the
        right ones.
      </PageHero>
      <Section id="mission" title="Our mission">
        <div className="mx-auto max-w-3xl space-y-4 text-lg leading-8 text-slate-700">
          <p>
            Hiring teams receive more applications than they can ever talk to, so most candidates are judged on a CV in
            a few seconds. Good people are missed, and the ones who get through wait weeks for a first call.
          </p>
          <p>
            Screenroom’s mission is to give every applicant a structured, respectful interview at a time that suits
            them, and to give hiring teams the evidence they need to choose well: recordings, transcripts and clear
            written assessments, ranked and ready to review.
          </p>
          <p>
            Screenroom is open source. Anyone can read how interviews are conducted and assessed, run it on their own
            servers, and help make it better.
          </p>
        </div>
      </Section>
      <Section id="values" title="What we value" className="bg-white">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {VALUES.map((value) => (
            <li key={value.title} className="rounded-2xl border border-slate-200 bg-slate-50 p-6">
              <h3 className="text-lg font-semibold text-slate-900">{value.title}</h3>
              <p className="mt-2 text-sm leading-6 text-slate-600">{value.description}</p>
            </li>
          ))}
        </ul>
        {contact && (
          <p className="mt-10 text-center text-slate-600">
            Questions, ideas or partnership enquiries?{' '}
            <a href={contact} className="link">
              Write to us
            </a>
            .
          </p>
        )}
      </Section>
      <CtaBanner title="Join the teams hiring for quality" />
    </>
  );
}

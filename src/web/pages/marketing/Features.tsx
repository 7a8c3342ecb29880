import { useTitle } from '../../lib/use-title';
import { FEATURES } from './content';
import { CtaBanner, FeatureGrid, PageHero, Section, StatsBand } from './ui';
import { Card } from '../../components/Card';

const DETAILS = [
  {
    title: 'Interviews that adapt to each role',
    points: [
      'Questions are planned from the skills and responsibilities in your job description.',
      'Each follow-up refers to the candidate’s last answer, like a good human interviewer.',
      'Replies are spoken aloud and kept short, so the conversation flows naturally.',
    ],
  },
  {
    title: 'Evidence, not just a number',
    points: [
      'Every answer is stored as a recording and a transcript the moment it is given.',
      'Written assessments cover strengths, areas for improvement, technical and communication skills, cultural fit and a recommendation.',
      'Analytics show answer length, clarity, sentiment and completion at a glance.',
    ],
  },
  {
    title: 'Built for trust',
    points: [
      'CVs and recordings are private files, opened only through short-lived links.',
      'Interviews are deleted automatically when your plan’s retention period ends.',
      'Scores are advice for your team: people make every hiring decision.',
    ],
  },
];

export default function FeaturesPage() {
  useTitle('Features');
  return (
    <>
      <PageHero eyebrow="Features" title="Screen every applicant. Meet only the best.">
        Screenroom interviews every candidate by video, assesses each answer and ranks your shortlist, so your team
        spends its time on the people most likely to succeed.
      </PageHero>
      <Section id="all-features" title="Six ways Screenroom changes first-round hiring">
        <FeatureGrid features={FEATURES} />
      </Section>
      <Section id="results" title="Results hiring teams see" className="bg-white">
        <StatsBand />
      </Section>
      <Section id="details" title="How it works under the hood">
        <div className="grid gap-6 md:grid-cols-3">
          {DETAILS.map((group) => (
            <Card key={group.title}>
              <h3 className="text-lg font-semibold text-slate-900">{group.title}</h3>
              <ul className="mt-4 list-disc space-y-2 pl-5 text-sm leading-6 text-slate-600">
                {group.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            </Card>
          ))}
        </div>
      </Section>
      <CtaBanner title="See it with your own roles">
        Create an interview process from a job description you already have and send the link to your next applicant.
      </CtaBanner>
    </>
  );
}

import { MAX_QUESTIONS } from '../../../core/interview-rules';
import type { IconName } from './icons';

/** Marketing copy shared by the landing, features, about and pricing pages (docs/product-rules.md §1, §2). */

export type Feature = { icon: IconName; title: string; description: string };

export const FEATURES: Feature[] = [
  {
    icon: 'video',
    title: 'Automated video interviews',
    description: `An AI interviewer asks up to ${MAX_QUESTIONS} spoken questions drawn from your job description and follows up on every answer. Candidates interview whenever suits them.`,
  },
  {
    icon: 'ranking',
    title: 'Ranked assessments',
    description:
      'Every interview gets a written assessment and an overall score, so your shortlist is ranked and ready to review the moment candidates finish.',
  },
  {
    icon: 'calendar',
    title: 'Second-round scheduling',
    description:
      'Accept a strong candidate and send your booking link or a few time slots with the e-mail; the candidate picks one and both of you get a calendar invitation.',
  },
  {
    icon: 'clock',
    title: '60% less interview time',
    description:
      'Stop spending first-round calls on candidates who are not a fit. Your team only meets the people who have already shown they can do the job.',
  },
  {
    icon: 'scale',
    title: 'Bias reduction',
    description:
      'Every candidate for a role answers the same structured interview and is assessed against the same rubric, and a person makes every final decision.',
  },
  {
    icon: 'team',
    title: 'Collaborative hiring and enterprise features',
    description:
      'Share recordings, transcripts and assessments with your hiring team, with custom retention, integrations and dedicated support on Enterprise.',
  },
];

export const STATS = [
  { value: '99%', label: 'Accuracy' },
  { value: '60%', label: 'Time saved' },
  { value: '2x', label: 'Better hires' },
] as const;

export const STEPS = [
  {
    title: 'Create an interview',
    description: 'Paste the job title and description. Screenroom plans the questions from the skills the role needs.',
  },
  {
    title: 'Share the link',
    description:
      'Send candidates one link. They upload a CV, check their camera and microphone, and interview on their own time.',
  },
  {
    title: 'Review the results',
    description:
      'Open a ranked list with scores, recordings, transcripts and written assessments, then accept or reject in a click.',
  },
] as const;

export const VALUES = [
  {
    title: 'Candidates first',
    description: 'A fair, clear interview that respects people’s time is the foundation of a good hire.',
  },
  {
    title: 'Humans decide',
    description: 'AI prepares the evidence; a person always makes the hiring decision and can review every score.',
  },
  {
    title: 'Privacy by default',
    description: 'We keep only what hiring needs, keep files private and delete interviews on a schedule.',
  },
  {
    title: 'Open by design',
    description: 'Screenroom is open source, so anyone can inspect how interviews are run and assessed.',
  },
  {
    title: 'Fairness you can check',
    description: 'Structured questions and a consistent rubric make every assessment comparable and explainable.',
  },
  {
    title: 'Quality over quantity',
    description: 'We help teams meet fewer, better candidates rather than process more applications.',
  },
] as const;

export const SAMPLE_TRANSCRIPT = [
  {
    speaker: 'Interviewer',
    text: 'Hello, and thanks for joining this Screenroom interview for the Senior Backend Engineer role. Tell me about a project you are proud of, and the part you played in it.',
  },
  {
    speaker: 'Candidate',
    text: 'Sure. Last year I led the migration of our billing service to a new database. I planned the rollout in small steps, wrote the data checks, and we finished with no downtime while cutting our hosting costs by a third.',
  },
  {
    speaker: 'Interviewer',
    text: 'That sounds like a strong result. How did you keep the rest of the team informed while the migration was running?',
  },
] as const;

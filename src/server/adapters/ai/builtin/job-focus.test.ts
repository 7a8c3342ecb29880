import { describe, expect, test } from 'vitest';
import { BACKEND_POSTING, MARKETING_POSTING } from '../../../../../tests/fixtures/job-postings.ts';
import { extractJobFocus, extractResponsibilities, extractSkills, mentionsSkill } from './job-focus.ts';

describe('extractSkills', () => {
  test('names the technologies of a backend posting in order of appearance', () => {
    expect(extractSkills(BACKEND_POSTING.title, BACKEND_POSTING.description)).toEqual([
      'TypeScript',
      'Node.js',
      'PostgreSQL',
      'Redis',
      'Kafka',
      'AWS',
      'Docker',
      'Kubernetes',
    ]);
  });

  test('names the skills of a marketing posting, including ones outside the vocabulary', () => {
    const skills = extractSkills(MARKETING_POSTING.title, MARKETING_POSTING.description);
    expect(skills).toEqual(
      expect.arrayContaining(['SEO', 'HubSpot', 'Google Analytics', 'copywriting', 'stakeholder management']),
    );
  });

  test('reads "experience with X" lists and technical-looking tokens', () => {
    const skills = extractSkills('Engineer', 'Experience with Elm, Haskell or OCaml. Bonus: GraphQL, EC2 and C++.');
    expect(skills).toEqual(expect.arrayContaining(['Elm', 'Haskell', 'OCaml', 'GraphQL', 'EC2', 'C++']));
  });

  test('does not take ordinary words or headings for skills', () => {
    const skills = extractSkills(
      'Assistant',
      'ABOUT US\nWe go the extra mile and excel at rest.\nYou will help our CEO.',
    );
    expect(skills).toEqual([]);
  });

  test('keeps the longer name when one skill contains another', () => {
    expect(extractSkills('Mobile developer', 'We build apps with React Native.')).toEqual(['React Native']);
  });
});

describe('extractResponsibilities', () => {
  test('takes verb-led bullets and "you will" sentences, not requirement bullets', () => {
    expect(extractResponsibilities(BACKEND_POSTING.description)).toEqual([
      'design and build reliable APIs for our payment platform',
      'mentor junior engineers and review code',
      'own services in production, including on-call',
      'work closely with product and design to ship features quickly',
    ]);
  });

  test('is empty for a posting without responsibilities', () => {
    expect(extractJobFocus('Engineer', 'Great pay.').responsibilities).toEqual([]);
  });
});

describe('mentionsSkill', () => {
  test('matches aliases and lower-case speech-to-text output', () => {
    expect(mentionsSkill('we ran postgres on aws', 'PostgreSQL')).toBe(true);
    expect(mentionsSkill('we ran postgres on aws', 'AWS')).toBe(true);
    expect(mentionsSkill('I wrote javascript', 'Java')).toBe(false);
  });
});

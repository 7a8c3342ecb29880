import { describe, expect, it } from 'vitest';
import { interviewPlanSchema } from '../../../../../core/interview-plan.ts';
import { type CandidateAnswer } from '../../../../../core/scorecard/scorecard.ts';
import { analyseAnswer } from './analyse-answer.ts';
import { segmentAnswer } from './segments.ts';
import { topicStems } from './words.ts';
import { builtinScorecard } from '../../../../../../tests/support/builtin-scorecard.ts';

// The builtin rules (docs/decisions/0039-builtin-rules-3.md, 0048-builtin-rules-4.md), each with phrasings invented
// here, in a field no labelled set covers (a piano technician): form is not evidence, general
// statements neither add nor dilute, a platitude or a story about something else earns nothing,
// a relevant answer without evidence is partly answered at the lowest level.
const anchors = {
  1: 'No real example; generic statements.',
  3: 'A real job with own steps, little on cause or result.',
  5: 'A specific job with own diagnosis, the reason for the repair chosen, and a checked result.',
};
const plan = interviewPlanSchema.parse({
  competencies: [
    {
      id: 'repair',
      name: 'Tuning and repair',
      description: 'Diagnoses and repairs pianos: tuning stability, pins, pinblock, action regulation, buzzes.',
      weight: 2,
      anchors,
    },
    {
      id: 'clients',
      name: 'Client care',
      description: 'Keeps owners, venues and schools informed and satisfied with the piano work.',
      weight: 1,
      anchors,
    },
  ],
  questions: [
    { id: 'repair', competencyId: 'repair', text: 'Tell me about a difficult piano repair you carried out.' },
    { id: 'client', competencyId: 'clients', text: 'Tell me about a time an owner was unhappy with your work.' },
  ],
});

const REPAIR =
  'Last winter a church asked me to fix a grand piano that would not hold its tuning before a Sunday concert. ' +
  'I pulled the action, found three loose tuning pins in a cracked section of the pinblock, and fitted oversize pins, ' +
  'because glue would only have lasted a few weeks. I retuned it twice that Saturday, and it held within two cents through the concert.';
const CLIENT =
  'A retired teacher was upset that her upright still buzzed after my first visit. I went back the next morning at no ' +
  'charge, traced the buzz to a loose bass bridge pin, and glued it. She booked me for a yearly service and sent two of her neighbours to me.';

const REPAIR_NON_NATIVE =
  'Last winter church ask me fix grand piano, it not hold tuning before Sunday concert. I take out action. I find three ' +
  'loose tuning pin in cracked part of pinblock. I fit bigger pins, because glue only last few weeks. I tune it two times ' +
  'on Saturday. It hold within two cents in concert.';
const CLIENT_NON_NATIVE =
  'Retired teacher is upset, her upright still buzz after my first visit. I go back next morning, no charge. I find buzz ' +
  'is loose bass bridge pin and I glue it. She book me for service every year and she send two neighbours to me.';

const FILLER = [
  'Pianos are my passion.',
  'I always go the extra mile.',
  'Every instrument deserves respect.',
  'Client care is at the heart of everything I do.',
];
const padded = (text: string, filler: string[]) => `${filler[0]} ${text} ${filler[1]}`;
const lowercase = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, '')
    .replace(/\s+/g, ' ');

const PLATITUDE =
  'I believe that every piano deserves the same care, whether it is a concert grand or a child’s first upright. ' +
  'Tuning is as much an art as a science, and it should always be approached with patience and humility. ' +
  'A good technician never rushes, because the instrument will always tell you what it needs if you listen. ' +
  'Quality is never an accident; it is the result of consistent standards, continuous learning and genuine respect for the craft. ' +
  'I am passionate about preserving the heritage of these wonderful instruments for future generations, ' +
  'and I truly believe that attention to detail is what separates a good job from a great one. ' +
  'Ultimately, music matters, and everyone deserves an instrument that sounds its best.';
const PLATITUDE_CLIENT =
  'I believe that communication is the foundation of every good relationship with an owner. ' +
  'Clients should always feel listened to, respected and valued, and honesty is always the best policy. ' +
  'When expectations are managed well, disappointment is rare, and it is important to stay calm and professional. ' +
  'Everyone deserves a technician who takes pride in the work and treats every home with care. ' +
  'For me, client care is not a task but a mindset, and it is at the heart of everything I do.';

// Fluent, detailed, first-person and entirely about something else (baking), in every answer.
const BAKING_1 =
  'Last spring my sourdough kept collapsing in the oven. I fed the starter twice a day for a week, cut the hydration from ' +
  '80% to 72%, and switched to a 14-hour cold proof in the fridge. The loaves rose properly and the crumb opened up.';
const BAKING_2 =
  'At the village fete a judge said my focaccia was underbaked. I moved the tray to the top shelf, raised the oven to ' +
  '240 degrees and added ten minutes; the next batch won second prize in the bread category.';

const answers = (repair: string, client: string): CandidateAnswer[] => [
  { id: 'a-repair', questionId: 'repair', text: repair },
  { id: 'a-client', questionId: 'client', text: client },
];

function card(repair: string, client: string) {
  return builtinScorecard(plan, answers(repair, client));
}
const overall = (repair: string, client: string) => card(repair, client).overallScore;

describe('builtin rules on a piano technician posting (a field no labelled set covers)', () => {
  const base = overall(REPAIR, CLIENT);
  const weak = overall('I would check the pins and tune it again.', 'I would apologise and come back.');

  it('rates the honest typed interview highly and a weak one low', () => {
    expect(base).toBeGreaterThanOrEqual(70);
    expect(weak).toBeLessThan(20);
  });

  it('reads lower case without punctuation like typed text', () => {
    expect(Math.abs(overall(lowercase(REPAIR), lowercase(CLIENT)) - base)).toBeLessThanOrEqual(10);
    const topic = { question: topicStems(plan.questions[0]!.text), own: new Set<string>(), plan: new Set<string>() };
    // Clause-opening actions after a comma are still actions when the comma is missing.
    const typed = analyseAnswer(
      'Coeliac guest at table four. Swapped the flour, used a clean pan, added a note to the ticket.',
      topic,
    );
    const spoken = analyseAnswer(
      lowercase(
        'Coeliac guest at table four. Swapped the flour, used a clean pan, added a note to the ticket and the prep list.',
      ),
      topic,
    );
    expect(spoken.actions).toBeGreaterThanOrEqual(typed.actions);
  });

  it('reads simple non-native grammar (present tense, short sentences, missing articles) like the same case in past tense', () => {
    expect(Math.abs(overall(REPAIR_NON_NATIVE, CLIENT_NON_NATIVE) - base)).toBeLessThanOrEqual(10);
  });

  it('gives filler sentences around a case neither credit nor dilution', () => {
    const withFiller = overall(padded(REPAIR, FILLER), padded(CLIENT, FILLER.slice(2)));
    // Filler that names the competency still tells the assessor what the answer is about (relevance
    // is read from all words), so the score may move a little; never beyond the fairness target.
    expect(Math.abs(withFiller - base)).toBeLessThanOrEqual(10);
    const topic = { question: topicStems(plan.questions[1]!.text), own: new Set<string>(), plan: new Set<string>() };
    const plain = analyseAnswer(CLIENT, topic);
    const filled = analyseAnswer(padded(CLIENT, FILLER.slice(2)), topic);
    expect(filled.specific).toBe(plain.specific);
    expect(filled.generalShare).toBeGreaterThan(0);
  });

  it('gives long fluent platitudes nothing more than a weak honest answer', () => {
    const platitudes = card(PLATITUDE, PLATITUDE_CLIENT);
    expect(platitudes.overallScore).toBeLessThanOrEqual(Math.max(weak, 5));
    expect(platitudes.competencies.every((c) => (c.rating ?? 1) <= 2)).toBe(true);
  });

  it('gives a detailed story about something else nothing, however specific', () => {
    const offTopic = card(BAKING_1, BAKING_2);
    expect(offTopic.overallScore).toBe(1);
    expect(offTopic.questions.every((q) => q.status === 'not_answered')).toBe(true);
  });

  it('counts a short on-topic answer without plan words when the rest of the interview is on the plan', () => {
    const terse = overall(REPAIR, 'Owner hated the bright tone. Voiced the hammers down next day, she rebooked.');
    expect(terse).toBeGreaterThan(overall(REPAIR, ''));
  });

  it('marks a relevant answer without evidence partly answered at level 1, not as silence', () => {
    const vague = card(
      "I've serviced lots of pianos over the years, uprights and grands for churches and schools, so I know repair work well.",
      '',
    );
    expect(vague.questions.find((q) => q.questionId === 'repair')?.status).toBe('partly');
    expect(vague.competencies.find((c) => c.competencyId === 'repair')?.rating).toBe(1);
    // The question read back is not that.
    const echo = card('A difficult piano repair I carried out was a difficult piano repair.', '');
    expect(echo.questions.find((q) => q.questionId === 'repair')?.status).toBe('not_answered');
  });

  it('reads a long run of short comma-separated items as a keyword list even with a grammar word in it', () => {
    const kinds = (text: string) => segmentAnswer(text).map((s) => s.kind);
    expect(
      kinds('Aural tuning, pin setting, hammer voicing, regulation, jobs to be done, data-informed pricing'),
    ).toEqual(['keyword_list']);
    expect(kinds('I pulled the action, found three loose pins, fitted oversize pins, and retuned it twice.')).toEqual([
      'prose',
    ]);
  });

  it('counts "I did a …" as an action and "I did not" as none', () => {
    const topic = { question: new Set<string>(), own: new Set<string>(), plan: new Set<string>() };
    expect(analyseAnswer('I did a full regulation of the action.', topic).actions).toBe(1);
    expect(analyseAnswer('I did not touch the action.', topic).actions).toBe(0);
  });

  // builtin-rules-4 (docs/decisions/0048-builtin-rules-4.md)
  const emptyTopic = () => ({ question: new Set<string>(), own: new Set<string>(), plan: new Set<string>() });

  it('reads telegraphic notes of a case beside an event told as prose, and a bare list still as a list', () => {
    const kinds = (text: string) => segmentAnswer(text).map((s) => s.kind);
    expect(kinds('Bass string snapped mid-recital. Spare string, fitted in 10 minutes, stretched, retuned.')).toEqual([
      'prose',
      'prose',
    ]);
    // Nothing told around it: a list of skills with a number in it stays a list.
    expect(kinds('Aural tuning, pin setting, 88 keys, hammer voicing, regulation, PTG certified.')).toEqual([
      'keyword_list',
    ]);
  });

  it('reads "I\'ve moved…" as something done, and "I\'ve always…" as a self-description', () => {
    const done = analyseAnswer("I've replaced all the bass strings on a 1920s Bechstein.", emptyTopic());
    expect(done.actions).toBe(1);
    expect(done.generalShare).toBe(0);
    const stance = analyseAnswer("I've always loved the sound of a well-voiced grand.", emptyTopic());
    expect(stance.actions).toBe(0);
    expect(stance.generalShare).toBe(1);
  });

  it('keeps an event about one particular person even with "always" in it, and drops a rule about everyone', () => {
    const event = analyseAnswer('One of my apprentices always left his tuning hammer on the soundboard.', emptyTopic());
    expect(event.generalShare).toBe(0);
    const rule = analyseAnswer('Every piano deserves a technician who always listens.', emptyTopic());
    expect(rule.generalShare).toBe(1);
  });

  it('gives an answer without plan words the benefit of the doubt only as far as the interview is on the plan', () => {
    const jargon = 'Owner hated the bright tone. Voiced the hammers down next day, she rebooked.';
    const onPlan = card(REPAIR, jargon).competencies.find((c) => c.competencyId === 'clients')?.rating ?? 0;
    const offPlan = card(BAKING_1, jargon).competencies.find((c) => c.competencyId === 'clients')?.rating ?? 0;
    expect(onPlan).toBeGreaterThanOrEqual(offPlan);
  });
});

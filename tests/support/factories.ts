import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { CLOSING_LINE } from '../../src/core/interview-rules.ts';
import { formatElapsed, formatTranscript, type TranscriptEntry } from '../../src/core/transcript.ts';
import { blobKeys } from '../../src/server/adapters/storage/keys.ts';
import type { Db } from '../../src/server/db/client.ts';
import { interviews, interviewTurns, jobPostings, subscriptions, user } from '../../src/server/db/schema.ts';
import { buildAssessment } from '../../src/server/modules/interviews/assessment-record.ts';
import { ensurePersonalOrganization } from '../../src/server/modules/organizations/personal-organization.ts';

/** The factories' feedback is canned text in the model's format, recorded as a model's. */
const FACTORY_ASSESSOR = { kind: 'openai-compatible', model: 'factory-canned-feedback' } as const;

/**
 * Bulk test data written straight through Drizzle (multi-row inserts, BATCH rows each), shared
 * by the integration tests, the seed and the benchmarks. Accounts that must sign in over HTTP
 * still come from the real sign-up flow; `createUserRow` is for owners that never sign in.
 */
export const BATCH = 1000;

type InterviewRow = typeof interviews.$inferInsert;
type TurnRow = typeof interviewTurns.$inferInsert;

/** Deterministic pseudo-random numbers (mulberry32) so seeded data is the same on every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

async function inBatches<T>(rows: readonly T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += BATCH) await insert(rows.slice(start, start + BATCH));
}

export type UserRowInput = {
  email: string;
  name: string;
  subscription?: { status?: string; plan?: string | null; isFree?: boolean; currentPeriodEnd?: Date | null };
};

/**
 * A `user` row plus its personal organization and that organization's `subscriptions` row (as
 * sign-up would make), without credentials.
 */
export async function createUserRow(db: Db, input: UserRowInput): Promise<string> {
  const id = randomUUID();
  await db.insert(user).values({ id, email: input.email.toLowerCase(), name: input.name, emailVerified: true });
  const organizationId = await ensurePersonalOrganization(db, { id, name: input.name });
  if (input.subscription) {
    await db.update(subscriptions).set(input.subscription).where(eq(subscriptions.organizationId, organizationId));
  }
  return id;
}

/** The personal organization of an account (made if missing), which owns what its owner creates. */
export const personalOrganizationOf = (db: Db, userId: string) => ensurePersonalOrganization(db, { id: userId });

/**
 * Marks an account's e-mail address as verified (as following the verification link would),
 * for tests of actions that need a verified sender.
 */
export async function markEmailVerified(db: Db, userId: string): Promise<void> {
  await db.update(user).set({ emailVerified: true }).where(eq(user.id, userId));
}

const ROLES = [
  'Senior Backend Engineer',
  'Product Designer',
  'Data Analyst',
  'Customer Success Manager',
  'DevOps Engineer',
  'Frontend Developer',
  'Sales Development Representative',
  'QA Engineer',
] as const;
const SKILLS = [
  'TypeScript',
  'PostgreSQL',
  'Kubernetes',
  'React',
  'SQL',
  'Figma',
  'Python',
  'AWS',
  'customer onboarding',
  'stakeholder communication',
  'test automation',
  'Terraform',
] as const;

function jobDescription(random: () => number, role: string): string {
  const skills = [pick(random, SKILLS), pick(random, SKILLS), pick(random, SKILLS)];
  return [
    `We are hiring a ${role} to join a small, product-minded team.`,
    `You will own features end to end, work closely with design and support, and help us raise the bar on quality.`,
    `Requirements: solid experience with ${skills.join(', ')}; clear written communication; comfort with ambiguity.`,
    `Responsibilities: plan and deliver work in small increments, review peers' work, improve our tooling and docs.`,
    `Nice to have: experience in a fast-growing startup, mentoring, on-call experience.`,
  ].join('\n\n');
}

export type PostingOptions = {
  titlePrefix?: string;
  newest?: Date;
  seed?: number;
  isActive?: (index: number) => boolean;
  /**
   * Leave the postings as drafts (plan not published: no candidates). By default they are open
   * on the default interview, published when they were created, like postings from before plans.
   */
  draft?: boolean;
};

/**
 * Inserts n postings created by userId in their personal organization; index 0 is the newest
 * (one minute apart). Returns ids in index order.
 */
export async function insertPostings(
  db: Db,
  userId: string,
  n: number,
  options: PostingOptions = {},
): Promise<string[]> {
  const organizationId = await personalOrganizationOf(db, userId);
  const random = seededRandom(options.seed ?? 1);
  const newest = (options.newest ?? new Date()).getTime();
  const rows = Array.from({ length: n }, (_, index) => {
    const role = pick(random, ROLES);
    return {
      id: randomUUID(),
      organizationId,
      userId,
      title: `${options.titlePrefix ?? ''}${role} #${index + 1}`,
      description: jobDescription(random, role),
      isActive: options.isActive ? options.isActive(index) : true,
      createdAt: new Date(newest - index * 60_000),
      planPublishedAt: options.draft ? null : new Date(newest - index * 60_000),
    };
  });
  await inBatches(rows, (batch) => db.insert(jobPostings).values(batch));
  return rows.map((row) => row.id);
}

const QUESTIONS = [
  'Tell me about a project you are proud of and your role in it.',
  'How do you approach a task whose requirements are unclear?',
  'Describe a time you disagreed with a colleague. What happened?',
  'Which tools do you rely on most, and why?',
  'How do you make sure your work is of high quality?',
  'Tell me about a mistake you made and what you learned from it.',
  'How do you keep stakeholders informed about progress?',
  'What would you focus on in your first month here?',
] as const;
const ANSWERS = [
  'I led the migration of our billing service to a new database. It was a great team effort and we cut costs by a third.',
  'I ask questions early, write down my assumptions and share a small first version to get strong feedback quickly.',
  'We disagreed about an API design. I was confident in my view but we ran a short test and the data settled it.',
  'Mostly the editor, the debugger and good logging. Strong observability saves a lot of time.',
  'Tests, code review and small changes. I am not hesitant to ask for a second pair of eyes.',
  'I once shipped a change without a rollback plan. It was a bad day, and now I always prepare one.',
  'A short weekly written update and a demo. It keeps everyone aligned and avoids unclear expectations.',
  'Learning the product, meeting the team and shipping something small but useful.',
  'Honestly I am a bit confused by the question, could you repeat it',
  'Good question. I would start by listening to customers.',
] as const;
const STRENGTHS = [
  'clear, structured answers',
  'strong ownership',
  'good technical depth',
  'a pragmatic attitude',
] as const;
const GAPS = [
  'limited leadership examples',
  'answers occasionally too brief',
  'little exposure to large-scale systems',
] as const;

function interviewContent(random: () => number, postingTitle: string) {
  const questionCount = 3 + Math.floor(random() * 8);
  const entries: TranscriptEntry[] = [];
  let elapsed = 0;
  for (let q = 0; q < questionCount; q++) {
    entries.push({ speaker: 'bot', text: pick(random, QUESTIONS), at: formatElapsed(elapsed * 1000) });
    elapsed += 5 + Math.floor(random() * 10);
    entries.push({ speaker: 'user', text: pick(random, ANSWERS), at: formatElapsed(elapsed * 1000) });
    elapsed += 20 + Math.floor(random() * 40);
  }
  entries.push({ speaker: 'bot', text: CLOSING_LINE, at: formatElapsed(elapsed * 1000) });
  const transcript = formatTranscript(entries);
  const overall = 35 + Math.floor(random() * 61);
  const aiFeedback = [
    `Overall Score: ${overall}`,
    `Key Strengths: ${pick(random, STRENGTHS)}; ${pick(random, STRENGTHS)}.`,
    `Areas for Improvement: ${pick(random, GAPS)}.`,
    `Technical Skills Assessment: relevant experience for the ${postingTitle} role.`,
    `Communication Skills: ${overall >= 70 ? 'clear and concise' : 'understandable but sometimes vague'}.`,
    `Cultural Fit: collaborative and open to feedback.`,
    `Final Recommendation: ${overall >= 70 ? 'advance to the next round' : 'keep on file'}.`,
  ].join('\n\n');
  return { entries, transcript, aiFeedback, overall };
}

/** Interviews per posting: the same number for each, a list by posting index, or a function of the index. */
export type InterviewDistribution = number | readonly number[] | ((postingIndex: number) => number);

export type InterviewOptions = {
  /** Also insert the bot/candidate turns (default true; benchmarks that only count rows skip them). */
  turns?: boolean;
  seed?: number;
  /** Share of interviews archived (default 0.1). */
  archivedShare?: number;
  postingTitle?: (postingIndex: number) => string;
  /**
   * Every interview undecided (status pending). Tests that decide and expect an audit entry or a
   * webhook event need it: the same decision again changes nothing (docs/decisions/0041).
   */
  undecided?: boolean;
};

/** Inserts interviews (transcript, feedback, score, analytics, CV key) under the given postings. Returns their ids. */
export async function insertInterviews(
  db: Db,
  postingIds: readonly string[],
  distribution: InterviewDistribution,
  options: InterviewOptions = {},
): Promise<string[]> {
  const random = seededRandom(options.seed ?? 2);
  const countFor = (index: number) =>
    typeof distribution === 'number'
      ? distribution
      : typeof distribution === 'function'
        ? distribution(index)
        : (distribution[index] ?? 0);
  const withTurns = options.turns ?? true;
  const archivedShare = options.archivedShare ?? 0.1;
  const now = Date.now();
  const rows: InterviewRow[] = [];
  const turns: TurnRow[] = [];
  postingIds.forEach((postingId, postingIndex) => {
    const title = options.postingTitle?.(postingIndex) ?? 'open';
    for (let n = 0; n < countFor(postingIndex); n++) {
      const id = randomUUID();
      const serial = rows.length;
      const content = interviewContent(random, title);
      const reviewed = random() < 0.9;
      const aiFeedback = reviewed ? content.aiFeedback : null;
      const roll = random();
      const createdAt = new Date(now - Math.floor(random() * 25 * 86_400_000));
      rows.push({
        id,
        jobPostingId: postingId,
        candidateEmail: `candidate-${serial}-${id.slice(0, 8)}@example.org`,
        fullName: `Candidate ${serial + 1}`,
        cvKey: blobKeys.cv(postingId, id, 'pdf'),
        cvFilename: `cv-candidate-${serial + 1}.pdf`,
        status: options.undecided ? 'pending' : roll < 0.15 ? 'accepted' : roll < 0.3 ? 'rejected' : 'pending',
        transcript: content.transcript,
        ...buildAssessment({
          transcript: content.transcript,
          outcome: aiFeedback
            ? { kind: 'done', feedback: aiFeedback, score: content.overall, assessor: FACTORY_ASSESSOR }
            : { kind: 'pending' },
        }),
        keepInTouch: random() < 0.3,
        archived: random() < archivedShare,
        consentAt: createdAt,
        submittedAt: new Date(createdAt.getTime() + 15 * 60_000),
        createdAt,
      });
      if (withTurns) {
        content.entries.forEach((entry, seq) => {
          turns.push({
            interviewId: id,
            seq,
            speaker: entry.speaker,
            text: entry.text,
            recordingKey: entry.speaker === 'user' ? blobKeys.recording(postingId, id, seq) : null,
            createdAt,
          });
        });
      }
    }
  });
  await inBatches(rows, (batch) => db.insert(interviews).values(batch));
  await inBatches(turns, (batch) => db.insert(interviewTurns).values(batch));
  return rows.map((row) => row.id!);
}

/**
 * `npm run seed`: demo data in the configured database and file store (the same settings as
 * the server). Makes the employer demo@screenroom.local / demo-password, three interview
 * processes and a dozen finished interviews with turns, transcripts, recordings, CVs, AI
 * feedback (the builtin assessor's), scores and analytics. Idempotent: what exists is kept.
 */
import { execFileSync } from 'node:child_process';
import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { CLOSING_LINE } from '../../core/interview-rules.ts';
import { createBuiltinProvider } from '../adapters/ai/builtin-provider.ts';
import { blobKeys } from '../adapters/storage/keys.ts';
import { closeDeps, createDeps, type AppDeps } from '../deps.ts';
import { DataDirBusyError } from './data-dir-lock.ts';
import { parseEnv } from '../env.ts';
import { AI_UNAVAILABLE_REASON, assessInterview } from '../modules/interviews/assess-interview.ts';
import { buildAssessment } from '../modules/interviews/assessment-record.ts';
import { transcriptFromTurns } from '../modules/interviews/interview-transcript.ts';
import { ensurePersonalOrganization } from '../modules/organizations/personal-organization.ts';
import { interviews, interviewTurns, jobPostings, subscriptions, user } from './schema.ts';

export const DEMO_ACCOUNT = { email: 'demo@screenroom.local', password: 'demo-password', name: 'Dana Demo' };

type Candidate = {
  name: string;
  answers: number[];
  status?: 'accepted' | 'rejected';
  archived?: boolean;
  failed?: boolean;
};
type DemoPosting = {
  title: string;
  description: string;
  questions: string[];
  answers: string[];
  candidates: Candidate[];
};

const POSTINGS: DemoPosting[] = [
  {
    title: 'Senior Backend Engineer',
    description:
      'We are hiring a Senior Backend Engineer to design and run our APIs.\n\nRequirements: TypeScript, Node.js, PostgreSQL, AWS; clear written communication.\n\nResponsibilities: own services end to end, review code, mentor colleagues, improve reliability.',
    questions: [
      'Tell me about yourself and what interests you in this role.',
      'Walk me through a PostgreSQL performance problem you solved.',
      'How do you design a Node.js API so that it stays reliable under load?',
      'Describe a time you mentored a colleague. What did you learn?',
      'How do you decide what to test, and how?',
    ],
    answers: [
      'I have eight years of backend work, mostly TypeScript and Node.js on AWS, and I enjoy owning services end to end.',
      'A report query took twenty seconds. I read the plan, added a composite index and rewrote a subquery; it now runs in forty milliseconds.',
      'Timeouts on every call, idempotent retries, queues for slow work and good metrics. I also load test before big launches.',
      'I paired weekly with a junior developer on code review. Teaching made me explain my own habits, which was a great lesson.',
      'I test behaviour at the boundaries: integration tests against a real PostgreSQL database and a few focused unit tests.',
      'Not sure, I mostly followed what the team lead decided.',
      'I would probably add more servers.',
    ],
    candidates: [
      { name: 'Amara Okafor', answers: [0, 1, 2, 3, 4], status: 'accepted' },
      { name: 'Lukas Becker', answers: [0, 1, 2, 4] },
      { name: 'Priya Raman', answers: [0, 5, 6], status: 'rejected' },
      { name: 'Tom Nguyen', answers: [0, 2, 5], failed: true },
      { name: 'Sofia Marino', answers: [0, 1, 3], archived: true },
    ],
  },
  {
    title: 'Product Designer',
    description:
      'Join us as a Product Designer shaping how hiring teams review candidates.\n\nRequirements: Figma, user research, design systems, accessibility.\n\nResponsibilities: run research, prototype, ship with engineers, measure outcomes.',
    questions: [
      'Tell me about a design you are proud of.',
      'How do you run user research with little time?',
      'How do you keep a design system consistent and accessible?',
      'Describe how you work with engineers during a launch.',
    ],
    answers: [
      'I redesigned an onboarding flow in Figma after five user interviews; completion rose by a third.',
      'Five short calls, a shared note board and one clear question per session. Small research beats none.',
      'Tokens, documented components and contrast checks in review. Accessibility is part of done, not an extra.',
      'I join planning, keep a living prototype and review builds together before release. It keeps us confident.',
      'I like making things pretty.',
    ],
    candidates: [
      { name: 'Jonas Lindqvist', answers: [0, 1, 2, 3], status: 'accepted' },
      { name: 'Mei Tanaka', answers: [0, 2, 4] },
      { name: 'Carlos Ortega', answers: [4, 4] },
      { name: 'Hannah Schmidt', answers: [0, 1, 3] },
    ],
  },
  {
    title: 'Customer Success Manager',
    description:
      'We need a Customer Success Manager for our growing customer base.\n\nRequirements: customer onboarding, stakeholder communication, SQL basics.\n\nResponsibilities: onboard customers, run reviews, turn feedback into product insight.',
    questions: [
      'Tell me about yourself.',
      'How do you onboard a new customer?',
      'Describe a difficult customer conversation and its outcome.',
    ],
    answers: [
      'I have five years in customer success at software companies, with a strong focus on onboarding and retention.',
      'A kickoff call, a written success plan, weekly check-ins for the first month and a review after ninety days.',
      'A customer threatened to leave after an outage. I listened, shared a clear timeline and followed up daily; they renewed.',
      'I would tell them to read the documentation.',
    ],
    candidates: [
      { name: 'Olivia Brown', answers: [0, 1, 2] },
      { name: 'Yusuf Demir', answers: [0, 3], status: 'rejected' },
      { name: 'Grace Kim', answers: [0, 1] },
    ],
  },
];

/** A tiny playable WebM (2 s test card and tone), or null when ffmpeg is not installed. */
function makeRecording(): Buffer | null {
  try {
    const args = '-loglevel error -f lavfi -i testsrc=size=160x120:rate=10 -f lavfi -i sine=frequency=440 -t 2';
    return execFileSync('ffmpeg', [...args.split(' '), ...'-c:v libvpx -c:a libopus -f webm -'.split(' ')], {
      maxBuffer: 16 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch {
    return null;
  }
}

/** A one-page PDF CV with the candidate's name (valid cross-reference table, so viewers open it). */
export function makeCvPdf(name: string, title: string): Buffer {
  const text = (s: string) => s.replace(/[()\\]/g, '');
  const stream = `BT /F1 20 Tf 72 720 Td (${text(name)}) Tj 0 -28 Td /F1 12 Tf (Curriculum vitae - applying for ${text(title)}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((body, i) => {
    const offset = pdf.length;
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

async function ensureDemoUser(deps: AppDeps): Promise<{ id: string; created: boolean }> {
  const db = deps.database.db;
  const find = () => db.select({ id: user.id }).from(user).where(eq(user.email, DEMO_ACCOUNT.email)).limit(1);
  const [existing] = await find();
  if (existing) return { id: existing.id, created: false };
  await deps.auth.api.signUpEmail({ body: DEMO_ACCOUNT });
  const [made] = await find();
  // A demo account can create interview processes even with billing on.
  await db.update(subscriptions).set({ isFree: true }).where(eq(subscriptions.userId, made!.id));
  return { id: made!.id, created: true };
}

const slug = (name: string) => name.toLowerCase().replace(/[^a-z]+/g, '.');

async function seedInterview(
  deps: AppDeps,
  posting: DemoPosting & { id: string },
  candidate: Candidate,
  index: number,
  recording: Buffer | null,
) {
  const db = deps.database.db;
  const startedAt = new Date(Date.now() - (index + 1) * 26 * 3_600_000);
  const [row] = await db
    .insert(interviews)
    .values({
      jobPostingId: posting.id,
      candidateEmail: `${slug(candidate.name)}@example.com`,
      fullName: candidate.name,
      cvFilename: `${candidate.name.replace(/ /g, '-')}-CV.pdf`,
      status: candidate.status ?? 'pending',
      archived: candidate.archived ?? false,
      keepInTouch: index % 2 === 0,
      consentAt: startedAt,
      createdAt: startedAt,
    })
    .returning({ id: interviews.id });
  const id = row!.id;
  const cvKey = blobKeys.cv(posting.id, id, 'pdf');
  await deps.blobs.put(cvKey, makeCvPdf(candidate.name, posting.title), 'application/pdf');

  let at = startedAt.getTime();
  const turns: (typeof interviewTurns.$inferInsert & { createdAt: Date })[] = [];
  for (const [n, answer] of candidate.answers.entries()) {
    turns.push({
      interviewId: id,
      seq: turns.length + 1,
      speaker: 'bot',
      text: posting.questions[n % posting.questions.length]!,
      createdAt: new Date(at),
    });
    at += 35_000 + ((index * 7 + n * 13) % 40) * 1000;
    const seq = turns.length + 1;
    const recordingKey = recording ? blobKeys.recording(posting.id, id, seq) : null;
    if (recordingKey) await deps.blobs.put(recordingKey, recording!, 'video/webm');
    turns.push({
      interviewId: id,
      seq,
      speaker: 'user',
      text: posting.answers[answer]!,
      recordingKey,
      createdAt: new Date(at),
    });
    at += 5_000;
  }
  turns.push({
    interviewId: id,
    seq: turns.length + 1,
    speaker: 'bot',
    text: CLOSING_LINE,
    createdAt: new Date(at),
  });
  await db.insert(interviewTurns).values(turns);

  const transcript = transcriptFromTurns(turns.map((t) => ({ ...t, recordingKey: t.recordingKey ?? null })));
  await db
    .update(interviews)
    .set({ cvKey, transcript, submittedAt: new Date(at + 10_000) })
    .where(eq(interviews.id, id));
  if (candidate.failed) {
    const failed = buildAssessment({
      transcript,
      outcome: { kind: 'failed', reason: AI_UNAVAILABLE_REASON },
    });
    await db.update(interviews).set(failed).where(eq(interviews.id, id));
    return;
  }
  // The builtin assessor's scorecard, exactly as the assessment job writes it (whatever AI is configured).
  const builtin = createBuiltinProvider({ log: deps.log });
  await assessInterview({ database: deps.database, log: deps.log, ai: builtin }, id, {
    jobId: 'seed',
    retryCount: 0,
    retryLimit: 0,
  });
}

async function main() {
  const env = parseEnv();
  // On the embedded database this refuses while the server (or another CLI) holds it:
  // seeding writes files and many rows, and is meant for a fresh install.
  const deps = await createDeps(env, pino({ level: 'warn' }), undefined, 'npm run seed');
  try {
    const demo = await ensureDemoUser(deps);
    console.log(
      `${demo.created ? 'created' : 'kept'} employer ${DEMO_ACCOUNT.email} (password: ${DEMO_ACCOUNT.password})`,
    );
    const recording = makeRecording();
    if (!recording) console.log('ffmpeg not found: interviews get no recordings');
    const db = deps.database.db;
    let index = 0;
    const organizationId = await ensurePersonalOrganization(db, { id: demo.id });
    for (const [p, spec] of POSTINGS.entries()) {
      const [existing] = await db
        .select({ id: jobPostings.id })
        .from(jobPostings)
        .where(and(eq(jobPostings.organizationId, organizationId), eq(jobPostings.title, spec.title)))
        .limit(1);
      if (existing) {
        console.log(`kept posting "${spec.title}"`);
        index += spec.candidates.length;
        continue;
      }
      const createdAt = new Date(Date.now() - (POSTINGS.length - p) * 7 * 86_400_000);
      const [made] = await db
        .insert(jobPostings)
        .values({ organizationId, userId: demo.id, title: spec.title, description: spec.description, createdAt })
        .returning({ id: jobPostings.id });
      for (const candidate of spec.candidates)
        await seedInterview(deps, { ...spec, id: made!.id }, candidate, index++, recording);
      console.log(
        `created posting "${spec.title}" with ${spec.candidates.length} interviews: ${deps.origins.defaultBaseUrl()}/job-postings/${made!.id}/candidates`,
      );
    }
    console.log(`sign in at ${deps.origins.defaultBaseUrl()}/login`);
  } finally {
    await closeDeps(deps);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await main().catch((error: unknown) => {
    if (!(error instanceof DataDirBusyError)) throw error;
    console.error(error.message);
    process.exit(1);
  });
}

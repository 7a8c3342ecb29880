/**
 * `npm run seed`: demo data in the configured database and file store (the same settings as
 * the server). Makes the employer demo@screenroom.local / demo-password, three interview
 * processes with published plans and a dozen finished interviews across the range (turns,
 * transcripts, recordings, CVs, the builtin assessor's scorecards, scores and analytics).
 * Idempotent: what exists is kept.
 */
import { execFileSync } from 'node:child_process';
import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import type { Actor } from '../../core/access.ts';
import { CLOSING_LINE } from '../../core/interview-rules.ts';
import { interviewPlanSchema, type InterviewPlan } from '../../core/interview-plan.ts';
import { createBuiltinProvider } from '../adapters/ai/builtin-provider.ts';
import { blobKeys } from '../adapters/storage/keys.ts';
import { closeDeps, createDeps, type AppDeps } from '../deps.ts';
import { DataDirBusyError } from './data-dir-lock.ts';
import { parseEnv } from '../env.ts';
import { AI_UNAVAILABLE_REASON, assessInterview } from '../modules/interviews/assess-interview.ts';
import { buildAssessment } from '../modules/interviews/assessment-record.ts';
import { transcriptFromTurns } from '../modules/interviews/interview-transcript.ts';
import { ensurePersonalOrganization } from '../modules/organizations/personal-organization.ts';
import { overrideRating } from '../modules/scorecards/override-rating.ts';
import {
  interviewPlans,
  interviewPlanVersions,
  interviews,
  interviewTurns,
  jobPostings,
  subscriptions,
  user,
} from './schema.ts';

export const DEMO_ACCOUNT = { email: 'demo@screenroom.local', password: 'demo-password', name: 'Dana Demo' };

type Candidate = {
  name: string;
  /** A reviewer's override after reading the answers: the team's rating, which the settled score follows. */
  teamRating?: { competencyId: string; rating: number; reason: string };
  /** One answer per plan question, in order; '' = the candidate gave none. */
  answers: string[];
  status?: 'accepted' | 'rejected';
  archived?: boolean;
  failed?: boolean;
};
type DemoPosting = {
  title: string;
  description: string;
  /** Published as version 1: every demo interview is asked and assessed against it. */
  plan: InterviewPlan;
  candidates: Candidate[];
};

const competency = (
  id: string,
  name: string,
  description: string,
  weight: number,
  anchors: [string, string, string],
) => ({ id, name, description, weight, anchors: { 1: anchors[0], 3: anchors[1], 5: anchors[2] } });
const question = (id: string, competencyId: string, text: string) => ({
  id,
  competencyId,
  text,
  timeLimitSeconds: 120,
  followUps: 0,
});

/**
 * Demo postings with plans and answers written for them, across the range a hiring team sees:
 * specific answers with the candidate's own actions and results, solid but thinner ones, spoken
 * transcripts, skipped questions and vague ones. The builtin assessor scores them; nothing here
 * sets a score.
 */
const POSTINGS: DemoPosting[] = [
  {
    title: 'Senior Backend Engineer',
    description:
      'We are hiring a Senior Backend Engineer to design and run our APIs.\n\nRequirements: TypeScript, Node.js, PostgreSQL, AWS; clear written communication.\n\nResponsibilities: own services end to end, review code, mentor colleagues, improve reliability.',
    plan: interviewPlanSchema.parse({
      competencies: [
        competency(
          'postgres',
          'PostgreSQL performance',
          'Finds and fixes slow queries, indexes and schema problems in PostgreSQL.',
          2,
          [
            'Names PostgreSQL only; no real case.',
            'One slow query found and fixed, with some steps.',
            'A measured fix: the plan read, the change, the trade-off and the result.',
          ],
        ),
        competency(
          'reliability',
          'API reliability',
          'Designs Node.js APIs that stay up under load: timeouts, retries, queues and monitoring.',
          2,
          [
            'Generic ideas such as adding servers.',
            'Names sound techniques used on a real API.',
            'A real API made reliable, with load tested and the outcome stated.',
          ],
        ),
        competency(
          'mentoring',
          'Mentoring and code review',
          'Helps colleagues grow through code review, pairing and feedback.',
          1,
          [
            'No example.',
            'One example of helping a colleague.',
            'Sustained mentoring with a visible result for the colleague.',
          ],
        ),
        competency(
          'testing',
          'Testing',
          'Decides what to test and tests behaviour against real dependencies such as the database.',
          1,
          [
            'No approach to testing.',
            'A sensible approach with some examples.',
            'A clear approach with a case where the tests caught a real problem.',
          ],
        ),
      ],
      questions: [
        question('q1', 'postgres', 'Walk me through a PostgreSQL performance problem you solved.'),
        question('q2', 'reliability', 'How do you design a Node.js API so that it stays reliable under load?'),
        question('q3', 'mentoring', 'Describe a time you mentored a colleague. What did you learn?'),
        question('q4', 'testing', 'How do you decide what to test, and how?'),
      ],
    }),
    candidates: [
      {
        name: 'Amara Okafor',
        status: 'accepted',
        answers: [
          'Our invoice report query on PostgreSQL took about twenty seconds at month end. I ran explain analyze, saw a sequential scan on the invoices table, added a composite index on customer and due date and rewrote a correlated subquery as a join. The query dropped to forty milliseconds and the month-end timeouts stopped. I also added the query to our slow query dashboard so we would see a regression.',
          'On our payments API in Node.js I set a timeout on every outgoing call, made retries safe with idempotency keys, and moved PDF generation to a queue so slow work never blocks a request. Before Black Friday I ran a load test at three times normal traffic, found the database connection pool was too small, raised it and added an alert on pool waits. We had no downtime that weekend.',
          'I paired every week with a junior developer who joined from a bootcamp. I reviewed her pull requests with written comments that explained why, not just what, and after three months she owned the notifications service and was reviewing my code. It taught me to write down habits I had never explained.',
          'I test behaviour at the boundaries. For the billing service I wrote integration tests against a real PostgreSQL database in a container and kept unit tests for the pricing rules. When a migration broke the rounding of refunds, an integration test caught it before the release.',
        ],
      },
      {
        name: 'Lukas Becker',
        teamRating: {
          competencyId: 'reliability',
          rating: 4,
          reason:
            'In the follow-up call he walked us through the paging and queue setup he built; more than the answer shows.',
        },
        answers: [
          'We had a slow search endpoint. I looked at the query plan in PostgreSQL, added an index on the email column and the search got about ten times faster.',
          'I put timeouts and retries on calls to other services and move long jobs to a queue. We watch error rates and latency in Grafana and I get paged when the API slows down.',
          '',
          'Mostly unit tests for the business logic and a few integration tests for the database layer. I try to test the parts that broke before.',
        ],
      },
      {
        name: 'Sofia Marino',
        archived: true,
        answers: [
          'so we had a report that was really slow because of a missing index on the orders table so i added the index and checked the query plan again and it went from seconds to milliseconds',
          'i would add timeouts and maybe a cache in front of the api',
          'i reviewed code for a new colleague for a few months and gave her feedback on naming and tests and she got a lot faster at shipping features on her own',
          '',
        ],
      },
      {
        name: 'Priya Raman',
        status: 'rejected',
        answers: [
          'Not sure, I mostly followed what the team lead decided about the database.',
          'I would probably add more servers if it gets slow.',
          'I help people when they ask me questions.',
          '',
        ],
      },
      {
        name: 'Tom Nguyen',
        failed: true,
        answers: ['I tuned some queries.', 'Timeouts and retries.', '', ''],
      },
    ],
  },
  {
    title: 'Product Designer',
    description:
      'Join us as a Product Designer shaping how hiring teams review candidates.\n\nRequirements: Figma, user research, design systems, accessibility.\n\nResponsibilities: run research, prototype, ship with engineers, measure outcomes.',
    plan: interviewPlanSchema.parse({
      competencies: [
        competency(
          'research',
          'User research',
          'Learns what users need through interviews, tests and data, even with little time.',
          2,
          [
            'No research described.',
            'Some research done on a real project.',
            'Research that changed a design, with the method and the measured outcome.',
          ],
        ),
        competency(
          'systems',
          'Design systems and accessibility',
          'Keeps components, tokens and contrast consistent and accessible.',
          1,
          [
            'No approach.',
            'A sensible approach with tokens or components.',
            'A system kept consistent and accessible in practice, with checks and results.',
          ],
        ),
        competency(
          'delivery',
          'Shipping with engineers',
          'Works with engineers from planning to release and measures the outcome.',
          1,
          [
            'Hands designs over and leaves.',
            'Works with engineers during the build.',
            'Shares planning, reviews builds and measures the result after release.',
          ],
        ),
      ],
      questions: [
        question('q1', 'research', 'Tell me about a design you are proud of and the research behind it.'),
        question('q2', 'research', 'How do you run user research with little time?'),
        question('q3', 'systems', 'How do you keep a design system consistent and accessible?'),
        question('q4', 'delivery', 'Describe how you work with engineers during a launch.'),
      ],
    }),
    candidates: [
      {
        name: 'Jonas Lindqvist',
        status: 'accepted',
        answers: [
          'I redesigned the onboarding flow of a payroll app. I interviewed five new customers, saw that all of them stalled on the bank details step, and moved that step after the first payslip preview. In Figma I tested two prototypes with eight users; after launch completion of onboarding rose from 54 to 71 percent.',
          'I book five short calls in one week, write one clear question per session and share notes on a board the same day. For the invoice screen I ran three remote tests in two days and found that users missed the export button, so we moved it before the sprint ended.',
          'We keep colour and spacing tokens in one library and every component has documented states. I check contrast in review with a plugin and test keyboard focus; when I found our grey text failed contrast on white, I changed the token and it fixed forty screens at once.',
          'I join sprint planning, keep a living prototype and review each build with the engineers before release. After the launch of the new search I watched the analytics with the team lead, and we fixed two filters in the following week.',
        ],
      },
      {
        name: 'Hannah Schmidt',
        answers: [
          'I am proud of a checkout redesign. We talked to some customers and made the form shorter, and people liked it more.',
          'I do quick calls with a few users and share what I learn with the team.',
          '',
          'I work closely with engineers and answer their questions in Slack during the build, and I review the staging version before release.',
        ],
      },
      {
        name: 'Mei Tanaka',
        answers: [
          'um i worked on a dashboard for warehouse managers i watched three of them use the old one and they kept exporting to excel so i designed a table with saved filters and after launch the exports dropped by about half',
          '',
          'i use the component library in figma and check contrast with a plugin before handoff',
          'i sit with the developers during the build and we go through the edge cases together',
        ],
      },
      {
        name: 'Carlos Ortega',
        answers: ['I like making things pretty.', 'I like making things pretty.', '', ''],
      },
    ],
  },
  {
    title: 'Customer Success Manager',
    description:
      'We need a Customer Success Manager for our growing customer base.\n\nRequirements: customer onboarding, stakeholder communication, SQL basics.\n\nResponsibilities: onboard customers, run reviews, turn feedback into product insight.',
    plan: interviewPlanSchema.parse({
      competencies: [
        competency('onboarding', 'Customer onboarding', 'Gets new customers live and using the product quickly.', 2, [
          'No onboarding approach.',
          'A sensible onboarding plan used with customers.',
          'A repeatable onboarding with measured time to value.',
        ]),
        competency(
          'conversations',
          'Difficult conversations',
          'Handles unhappy customers and stakeholders calmly, honestly and to a good outcome.',
          2,
          [
            'Avoids or deflects the customer.',
            'One difficult conversation handled with some steps.',
            'A hard conversation handled with clear steps and a stated outcome such as a renewal.',
          ],
        ),
        competency('insight', 'Product insight', 'Turns customer feedback into evidence the product team acts on.', 1, [
          'Passes feedback on without evidence.',
          'Collects feedback and shares it.',
          'Feedback turned into evidence that changed the product.',
        ]),
      ],
      questions: [
        question('q1', 'onboarding', 'How do you onboard a new customer?'),
        question('q2', 'conversations', 'Describe a difficult customer conversation and its outcome.'),
        question('q3', 'insight', 'How do you turn customer feedback into product changes?'),
      ],
    }),
    candidates: [
      {
        name: 'Olivia Brown',
        answers: [
          'I run a kickoff call with the customer and their sponsor, write a success plan with two goals and a date for each, and check in weekly for the first month. At my last company I cut our average time to first report from 30 to 12 days by adding a setup checklist that customers could share internally.',
          'A customer threatened to leave after a two-hour outage during their payroll run. I called the finance director the same day, explained what had failed and what we were changing, and sent a written timeline. I followed up daily until the fix shipped; they renewed for two years.',
          'I tag every request in our CRM and pull the numbers with a simple SQL query each month. When I showed that 40 accounts asked for bulk export, the product team built it the next quarter.',
        ],
      },
      {
        name: 'Grace Kim',
        answers: [
          'A kickoff call, a written success plan and weekly check-ins for the first month, then a review after ninety days.',
          'a customer was angry about an invoice error so i apologised and got finance to fix it the same week and they stayed with us',
          '',
        ],
      },
      {
        name: 'Yusuf Demir',
        status: 'rejected',
        answers: ['I would tell them to read the documentation.', 'I would pass them to my manager.', ''],
      },
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
  posting: DemoPosting & { id: string; planVersionId: string },
  candidate: Candidate,
  index: number,
  recording: Buffer | null,
  owner: Actor,
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
      planVersionId: posting.planVersionId,
      createdAt: startedAt,
    })
    .returning({ id: interviews.id });
  const id = row!.id;
  const cvKey = blobKeys.cv(posting.id, id, 'pdf');
  await deps.blobs.put(cvKey, makeCvPdf(candidate.name, posting.title), 'application/pdf');

  let at = startedAt.getTime();
  const turns: (typeof interviewTurns.$inferInsert & { createdAt: Date })[] = [];
  for (const [n, planQuestion] of posting.plan.questions.entries()) {
    turns.push({
      interviewId: id,
      seq: turns.length + 1,
      speaker: 'bot',
      text: planQuestion.text,
      questionIndex: n,
      createdAt: new Date(at),
    });
    at += 35_000 + ((index * 7 + n * 13) % 40) * 1000;
    const answer = candidate.answers[n] ?? '';
    if (answer === '') continue; // the candidate moved on without answering
    const seq = turns.length + 1;
    const recordingKey = recording ? blobKeys.recording(posting.id, id, seq) : null;
    if (recordingKey) await deps.blobs.put(recordingKey, recording!, 'video/webm');
    turns.push({ interviewId: id, seq, speaker: 'user', text: answer, recordingKey, createdAt: new Date(at) });
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
  await assessInterview({ db: deps.db, log: deps.log, ai: builtin }, id, {
    jobId: 'seed',
    retryCount: 0,
    retryLimit: 0,
  });
  if (candidate.teamRating) await overrideRating({ db }, owner, id, candidate.teamRating);
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
        .values({
          organizationId,
          userId: demo.id,
          title: spec.title,
          description: spec.description,
          createdAt,
          // Its plan is published just below: the posting is open (docs/decisions/0042).
          planPublishedAt: createdAt,
        })
        .returning({ id: jobPostings.id });
      await db.insert(interviewPlans).values({ jobPostingId: made!.id, draft: spec.plan, draftSource: 'saved' });
      const [version] = await db
        .insert(interviewPlanVersions)
        .values({ jobPostingId: made!.id, version: 1, plan: spec.plan, publishedBy: demo.id })
        .returning({ id: interviewPlanVersions.id });
      const owner: Actor = { userId: demo.id, organizationId, role: 'owner' };
      const posting = { ...spec, id: made!.id, planVersionId: version!.id };
      for (const candidate of spec.candidates) await seedInterview(deps, posting, candidate, index++, recording, owner);
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

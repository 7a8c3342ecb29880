import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import yazl from 'yazl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CV_TEXT_LIMITS, cvTextNotes } from '../../../src/core/cv-text.ts';
import { DocumentReadError, readDocumentText } from '../../../src/server/adapters/cv/read-document-text.ts';
import { interviews } from '../../../src/server/db/schema.ts';
import { loadCvText } from '../../../src/server/modules/cv/load-cv-text.ts';
import { botTurnOf, CandidateClient } from '../../support/candidate-client.ts';
import { type HttpClient } from '../../support/http-client.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { createOpenPosting } from '../../support/postings.ts';
import { actorFor } from '../../support/actors.ts';

const fixture = (name: string): Buffer => readFileSync(path.resolve('tests/fixtures/cv', name));

let t: TestApp;
let owner: HttpClient;
let stranger: HttpClient;
let postingId: string;

let applications = 0;
/** One application with this CV; each under its own address (one application per e-mail and posting). */
async function apply(name: string, bytes = fixture(name)) {
  const candidate = new CandidateClient(t.url);
  applications += 1;
  const email = `casey.${name.replace(/\W/g, '')}.${applications}@example.com`;
  const intake = await candidate.intake(
    postingId,
    { fullName: `Casey ${name}`, email, consent: 'true' },
    { bytes, name },
  );
  expect(intake.status).toBe(201);
  return candidate;
}

/** The reading as the employer sees it, once it has left pending. */
async function settledCvText(interviewId: string) {
  const deadline = Date.now() + 25_000;
  while (Date.now() < deadline) {
    const response = await owner.get(`/api/interviews/${interviewId}`);
    expect(response.status).toBe(200);
    if (response.json.cvText?.status !== 'pending') return response.json.cvText;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`CV text of ${interviewId} stayed pending`);
}

beforeAll(async () => {
  t = await startTestApp();
  owner = (await actorFor(t, 'owner')).client;
  stranger = (await actorFor(t, 'owner')).client;
  const posting = await createOpenPosting(owner, {
    title: 'Platform Engineer',
    description: 'TypeScript, PostgreSQL and a calm head during incidents.',
  });
  postingId = posting.json.id;
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe('CV text', () => {
  it('reads a PDF in the background and shows it to the owner only', async () => {
    const candidate = await apply('sample-cv.pdf');
    const cvText = await settledCvText(candidate.interviewId);
    expect(cvText).toEqual({
      status: 'done',
      text: 'Sam Candidate - Curriculum Vitae\nFive years of TypeScript and React experience.',
      note: null,
    });
    expect((await stranger.get(`/api/interviews/${candidate.interviewId}`)).status).toBe(404);
    // The accessor the interviewer and assessor can use reads the same stored text.
    expect(await loadCvText(t.deps, candidate.interviewId)).toEqual(cvText);
  });

  it('reads a DOCX', async () => {
    const candidate = await apply('sample-cv.docx');
    const cvText = await settledCvText(candidate.interviewId);
    expect(cvText.status).toBe('done');
    expect(cvText.text).toBe(
      'Alex Writer - Curriculum Vitae\n\nSenior backend engineer: eight years of Go and PostgreSQL.\n\nLed the migration of billing to event sourcing (2023).',
    );
  });

  it('reads only the first pages of a long PDF and says so', async () => {
    const candidate = await apply('long-cv.pdf');
    const cvText = await settledCvText(candidate.interviewId);
    expect(cvText.status).toBe('done');
    expect(cvText.note).toBe(cvTextNotes.pagesCapped(CV_TEXT_LIMITS.maxPages, 25));
    expect(cvText.text).toContain(`Page ${CV_TEXT_LIMITS.maxPages} of the long CV`);
    expect(cvText.text).not.toContain(`Page ${CV_TEXT_LIMITS.maxPages + 1} of the long CV`);
  });

  it('marks a corrupt file failed while the candidate goes on with the interview', async () => {
    // A PDF cut off after its header: accepted by type at intake, unreadable by the parser.
    const truncatedPdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2048, 0x41)]);
    const files: Array<[string, Buffer]> = [
      ['corrupt-cv.docx', fixture('corrupt-cv.docx')],
      ['truncated-cv.pdf', truncatedPdf],
    ];
    for (const [name, bytes] of files) {
      const candidate = await apply(name, bytes);
      const cvText = await settledCvText(candidate.interviewId);
      expect(cvText).toEqual({ status: 'failed', text: null, note: cvTextNotes.failed });
      const next = await candidate.next();
      expect(next.status).toBe(200);
      expect(botTurnOf(next.events).turn.text.length).toBeGreaterThan(0);
      const [row] = await t.deps.database.db
        .select({ status: interviews.status, cvKey: interviews.cvKey })
        .from(interviews)
        .where(eq(interviews.id, candidate.interviewId));
      expect(row).toMatchObject({ status: 'pending' });
      expect(row!.cvKey).toMatch(/\/cv\.(docx|pdf)$/);
    }
  });

  it('notes at once that a legacy .doc is not read', async () => {
    const ole = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(1024)]);
    const candidate = await apply('old-cv.doc', ole);
    const response = await owner.get(`/api/interviews/${candidate.interviewId}`);
    expect(response.json.cvText).toEqual({ status: 'unsupported', text: null, note: cvTextNotes.unsupported });
  });

  it('goes when the candidate deletes the interview, with its job', async () => {
    const candidate = await apply('sample-cv.pdf');
    await settledCvText(candidate.interviewId);
    const removed = await fetch(new URL(`/api/public/interviews/${candidate.interviewId}`, t.url), {
      method: 'DELETE',
      headers: { 'x-candidate-token': candidate.token },
    });
    expect(removed.status).toBe(204);
    expect(await loadCvText(t.deps, candidate.interviewId)).toBeNull();
    const jobs = await t.deps.database.executeSql(
      `select count(*)::int as n from pgboss.job where name = 'extract-cv-text' and data->>'interviewId' = $1`,
      [candidate.interviewId],
    );
    expect(jobs.rows[0]?.n).toBe(0);
  });
});

describe('the bounded reader', () => {
  const limits = { maxPages: 2, timeoutMs: 20_000, memoryMb: 64 };

  it('reads no further than the page cap', async () => {
    const read = await readDocumentText('pdf', fixture('long-cv.pdf'), limits);
    expect(read).toMatchObject({ pages: 25, pagesRead: 2 });
    expect(read.text).toContain('Page 2 of the long CV');
    expect(read.text).not.toContain('Page 3 of the long CV');
  });

  it('survives a zip bomb: the reader process runs out of memory, this one does not', async () => {
    const zip = new yazl.ZipFile();
    const document = Buffer.alloc(160 * 1024 * 1024, 0x20);
    document.write('<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:t>');
    zip.addBuffer(Buffer.from('<Types/>'), '[Content_Types].xml');
    zip.addBuffer(document, 'word/document.xml');
    zip.end();
    const parts: Buffer[] = [];
    for await (const chunk of zip.outputStream) parts.push(chunk as Buffer);
    const bomb = Buffer.concat(parts);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    // The reader dies at its heap limit (or, on newer Node, gives up with a catchable error).
    const failure = await readDocumentText('docx', bomb, { ...limits, memoryMb: 48 }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(DocumentReadError);
    expect(['resources', 'unreadable']).toContain((failure as DocumentReadError).reason);
    // Still serving.
    expect((await readDocumentText('docx', fixture('sample-cv.docx'), limits)).text).toContain('Alex Writer');
  }, 60_000);

  it('stops a reading that outlasts its time', async () => {
    const slow = readDocumentText('pdf', fixture('long-cv.pdf'), { ...limits, maxPages: 25, timeoutMs: 1 });
    await expect(slow).rejects.toBeInstanceOf(DocumentReadError);
    await expect(slow).rejects.toMatchObject({ reason: 'timeout' });
  });
});

import type { UseCaseContext } from '../../deps.ts';
import type { Actor } from '../../../core/access.ts';
import { PassThrough, type Readable } from 'node:stream';
import { asc, eq, inArray } from 'drizzle-orm';
import { ZipFile } from 'yazl';
import { AUDIT_ACTIONS } from '../../../core/audit.ts';
import type { Db } from '../../db/client.ts';
import { interviews, interviewTurns, jobPostings } from '../../db/schema.ts';
import { hashSubjectEmail, recordAudit } from '../audit/record-audit.ts';
import { candidateAuditScope } from '../audit/scope.ts';
import { safeDownloadName } from '../review/get-interview.ts';
import { heldByEmail } from './find-held-interviews.ts';

export type ExportDeps = UseCaseContext<'db' | 'blobs'>;

const iso = (date: Date | null) => date?.toISOString() ?? null;
const answerName = (seq: number) => `answer-${String(seq).padStart(3, '0')}.webm`;

/** Everything this employer holds about the address, as one JSON document plus the list of files to add. */
async function collect(db: Db, actor: Actor, email: string) {
  const rows = await db
    .select({ interview: interviews, jobTitle: jobPostings.title })
    .from(interviews)
    .innerJoin(jobPostings, eq(jobPostings.id, interviews.jobPostingId))
    .where(heldByEmail(db, actor, email))
    .orderBy(asc(interviews.createdAt));
  const ids = rows.map((row) => row.interview.id);
  const turns =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(interviewTurns)
          .where(inArray(interviewTurns.interviewId, ids))
          .orderBy(asc(interviewTurns.interviewId), asc(interviewTurns.seq));
  const files: Array<{ key: string; path: string }> = [];
  const documents = rows.map(({ interview: i, jobTitle }) => {
    const own = turns.filter((turn) => turn.interviewId === i.id);
    if (i.cvKey) files.push({ key: i.cvKey, path: `interviews/${i.id}/${safeDownloadName(i.cvFilename)}` });
    for (const turn of own) {
      if (turn.recordingKey) files.push({ key: turn.recordingKey, path: `interviews/${i.id}/${answerName(turn.seq)}` });
    }
    return {
      id: i.id,
      jobPostingId: i.jobPostingId,
      jobTitle,
      fullName: i.fullName,
      candidateEmail: i.candidateEmail,
      createdAt: iso(i.createdAt),
      consentAt: iso(i.consentAt),
      submittedAt: iso(i.submittedAt),
      keepInTouch: i.keepInTouch,
      cvFilename: i.cvFilename,
      status: i.status,
      decidedAt: iso(i.decidedAt),
      rejectionReason: i.rejectionReason,
      rejectionNote: i.rejectionNote,
      score: i.score,
      aiFeedback: i.aiFeedback,
      assessor: i.assessorKind ? { kind: i.assessorKind, model: i.assessorModel } : null,
      analytics: i.analytics,
      transcript: i.transcript,
      turns: own.map((turn) => ({
        seq: turn.seq,
        speaker: turn.speaker,
        text: turn.text,
        recording: turn.recordingKey ? answerName(turn.seq) : null,
        createdAt: iso(turn.createdAt),
      })),
    };
  });
  return { documents, files, ids };
}

/**
 * A data-subject export: one zip (data.json + the CVs and recordings), streamed as it is built, one
 * file open at a time. Logged before the first byte leaves.
 */
export async function exportCandidateData(
  deps: ExportDeps,
  actor: Actor,
  email: string,
  now = new Date(),
): Promise<{ stream: Readable; filename: string; interviews: number }> {
  const { documents, files, ids } = await collect(deps.db, actor, email);
  await recordAudit(deps, {
    action: AUDIT_ACTIONS.candidateDataExport,
    actorUserId: actor.userId,
    scope: candidateAuditScope(actor.organizationId, await hashSubjectEmail(deps.db, email)),
    details: { interviews: ids.length, files: files.length, interviewIds: ids },
  });

  const zip = new ZipFile();
  const out = new PassThrough();
  zip.on('error', (error: Error) => out.destroy(error));
  zip.outputStream.on('error', (error: Error) => out.destroy(error));
  zip.outputStream.pipe(out);
  const data = { exportedAt: now.toISOString(), email: email.trim().toLowerCase(), interviews: documents };
  zip.addBuffer(Buffer.from(JSON.stringify(data, null, 2)), 'data.json', { mtime: now });
  for (const file of files) {
    // CVs and recordings are compressed formats already: stored as they are.
    zip.addReadStreamLazy(file.path, { mtime: now, compress: false }, (callback) => {
      deps.blobs.get(file.key).then(
        ({ stream }) => callback(null, stream),
        (error: unknown) => callback(error, undefined as unknown as NodeJS.ReadableStream),
      );
    });
  }
  zip.end();
  return { stream: out, filename: `candidate-data-${now.toISOString().slice(0, 10)}.zip`, interviews: ids.length };
}

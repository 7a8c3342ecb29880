import type { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import { AUDIT_ACTIONS } from '../../../core/audit.ts';
import type { UseCaseContext } from '../../deps.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { interviewAuditScope } from '../audit/scope.ts';
import { loadTurns } from '../interviews/load-turns.ts';
import type { DataHolder } from './data-link.ts';
import { getYourData } from './get-your-data.ts';
import { billingEnabledIn } from '../../env.ts';

/** A file name safe inside the archive (the candidate's own CV name, without any path). */
const safeName = (name: string) => name.replace(/[^\w.-]+/g, '_').replace(/^\.+/, '') || 'cv';

/**
 * A copy of everything stored: `data.json` (details, transcript, assessment text) and the files
 * (CV, recordings), as one zip archive streamed as it is built; files are read one at a time.
 */
export async function downloadYourData(
  deps: UseCaseContext<'db' | 'blobs' | 'env'>,
  holder: DataHolder,
): Promise<Readable> {
  const db = deps.db;
  const data = await getYourData({ db }, holder, billingEnabledIn(deps.env));
  const turns = await loadTurns({ db }, holder.id);
  const scope = await interviewAuditScope(db, holder.id);
  if (scope) await recordAudit({ db }, { action: AUDIT_ACTIONS.candidateSelfExport, actorUserId: null, scope });
  const zip = new ZipFile();
  const json = { ...data, assessment: holder.aiFeedback, keepInTouch: holder.keepInTouch };
  zip.addBuffer(Buffer.from(JSON.stringify(json, null, 2)), 'data.json');
  const files: Array<{ key: string; name: string }> = [];
  if (holder.cvKey) files.push({ key: holder.cvKey, name: `cv/${safeName(holder.cvFilename ?? 'cv')}` });
  for (const turn of turns) {
    if (turn.recordingKey) files.push({ key: turn.recordingKey, name: `recordings/answer-${turn.seq}.webm` });
  }
  // Files are added one after another: each stream opens only when the previous one is done.
  const addNext = async (index: number): Promise<void> => {
    const file = files[index];
    if (!file) {
      zip.end();
      return;
    }
    try {
      const { stream } = await deps.blobs.get(file.key);
      stream.once('end', () => void addNext(index + 1));
      zip.addReadStream(stream, file.name);
    } catch {
      // A file already gone (retention, a crash before its row) is simply not in the copy.
      await addNext(index + 1);
    }
  };
  const output = zip.outputStream as unknown as Readable;
  void addNext(0).catch((error: unknown) => output.destroy(error as Error));
  return output;
}

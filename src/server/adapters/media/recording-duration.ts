import { spawn } from 'node:child_process';
import { constants } from 'node:fs';
import { access } from 'node:fs/promises';
import path from 'node:path';

const PROBE_TIMEOUT_MS = 15_000;

/** What ffprobe found: the media's length, or that it runs past the limit it was asked about. */
export type DurationProbe = { kind: 'within'; seconds: number } | { kind: 'longer'; atLeastSeconds: number };

export class ProbeFailure extends Error {
  constructor(detail: string) {
    super(`ffprobe failed: ${detail}`);
    this.name = 'ProbeFailure';
  }
}

let ffprobeOnPath: Promise<boolean> | undefined;

/** Whether ffprobe (Debian package ffmpeg) is installed; without it durations cannot be checked. */
export function canProbeDuration(): Promise<boolean> {
  ffprobeOnPath ??= (async () => {
    const dirs = (process.env.PATH ?? '').split(path.delimiter).filter(Boolean);
    for (const dir of dirs) {
      const found = await access(path.join(dir, 'ffprobe'), constants.X_OK).then(
        () => true,
        () => false,
      );
      if (found) return true;
    }
    return false;
  })();
  return ffprobeOnPath;
}

/**
 * The duration of a recording, read packet by packet with ffprobe rather than from the header
 * (browsers' WebM recordings carry none, and a crafted file can state any). Reading stops as
 * soon as a packet ends past `limitSeconds`, so an hour of audio costs a fraction of a second.
 */
export function probeDuration(media: Buffer, limitSeconds: number): Promise<DurationProbe> {
  return new Promise((resolve, reject) => {
    const args = [
      '-v',
      'error',
      '-show_entries',
      'packet=pts_time,duration_time',
      '-of',
      'compact=p=0',
      '-i',
      'pipe:0',
    ];
    const child = spawn('ffprobe', args, { stdio: ['pipe', 'pipe', 'pipe'] });
    let end = 0;
    let longer = false;
    let rest = '';
    let stderr = '';
    const timer = setTimeout(() => child.kill('SIGKILL'), PROBE_TIMEOUT_MS);
    const readLine = (line: string) => {
      const fields = Object.fromEntries(line.split('|').map((pair) => pair.split('=') as [string, string]));
      const pts = Number(fields.pts_time);
      if (!Number.isFinite(pts)) return;
      const packetEnd = pts + (Number(fields.duration_time) || 0);
      end = Math.max(end, packetEnd);
      if (end > limitSeconds && !longer) {
        longer = true;
        child.kill('SIGKILL');
      }
    };
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) readLine(line);
    });
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      if (stderr.length < 2000) stderr += chunk;
    });
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(new ProbeFailure(error.message));
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (rest) readLine(rest);
      if (longer) resolve({ kind: 'longer', atLeastSeconds: end });
      else if (code === 0 && end > 0) resolve({ kind: 'within', seconds: end });
      else reject(new ProbeFailure(signal ? `killed by ${signal}` : `exit code ${code}: ${stderr.slice(-300)}`));
    });
    // ffprobe stops reading once we kill it; the write error that follows is expected.
    child.stdin.on('error', () => {});
    child.stdin.end(media);
  });
}

import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { wavFromPcm16 } from './pcm-wav.ts';

const run = promisify(execFile);
const hasFfprobe = await run('which', ['ffprobe']).then(
  () => true,
  () => false,
);

describe('wavFromPcm16', () => {
  it('writes a RIFF header whose sizes match the samples', () => {
    const pcm = Buffer.alloc(32_000, 1);
    const wav = wavFromPcm16(pcm, 16_000);
    expect(wav.length).toBe(44 + 32_000);
    expect(wav.toString('ascii', 0, 4)).toBe('RIFF');
    expect(wav.readUInt32LE(4)).toBe(36 + 32_000);
    expect(wav.readUInt32LE(24)).toBe(16_000);
    expect(wav.readUInt32LE(40)).toBe(32_000);
  });

  it.skipIf(!hasFfprobe)('is read by ffprobe as one second of 16 kHz mono audio', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'pcm-wav-'));
    try {
      const file = path.join(dir, 'x.wav');
      await writeFile(file, wavFromPcm16(Buffer.alloc(32_000), 16_000));
      const { stdout } = await run('ffprobe', [
        ...['-v', 'error', '-show_entries', 'stream=sample_rate,channels:format=duration'],
        ...['-of', 'json', file],
      ]);
      const info = JSON.parse(stdout) as {
        streams: { sample_rate: string; channels: number }[];
        format: { duration: string };
      };
      expect(info.streams[0]).toMatchObject({ sample_rate: '16000', channels: 1 });
      expect(Number(info.format.duration)).toBeCloseTo(1, 2);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

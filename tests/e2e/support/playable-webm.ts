import { execFileSync } from 'node:child_process';

/** A real, playable two-second WebM (VP8 video + Opus audio), made with ffmpeg. */
export const playableWebm = () =>
  execFileSync(
    'ffmpeg',
    '-loglevel error -f lavfi -i testsrc=size=160x120:rate=10 -f lavfi -i sine=frequency=440 -t 2 -c:v libvpx -c:a libopus -f webm -'.split(
      ' ',
    ),
    { maxBuffer: 16 * 1024 * 1024 },
  );

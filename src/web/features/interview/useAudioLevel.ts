import { useEffect, useState } from 'react';

/** docs/product-rules.md §9: the level is the RMS of the time-domain signal × 5, capped at 1. */
export function audioLevel(samples: ArrayLike<number>): number {
  if (samples.length === 0) return 0;
  let sum = 0;
  for (let i = 0; i < samples.length; i++) sum += samples[i]! * samples[i]!;
  return Math.min(1, Math.sqrt(sum / samples.length) * 5);
}

type AudioContextClass = typeof AudioContext;

/** The live microphone level (0..1) of `stream`, sampled ten times a second while `active`. */
export function useAudioLevel(stream: MediaStream | null, active = true): number {
  const [level, setLevel] = useState(0);

  useEffect(() => {
    if (!stream || !active || stream.getAudioTracks().length === 0) return;
    const Context: AudioContextClass | undefined =
      window.AudioContext ?? (window as unknown as { webkitAudioContext?: AudioContextClass }).webkitAudioContext;
    if (!Context) return;
    const context = new Context();
    const source = context.createMediaStreamSource(stream);
    const analyser = context.createAnalyser();
    analyser.fftSize = 1024;
    source.connect(analyser);
    const samples = new Float32Array(analyser.fftSize);
    const timer = window.setInterval(() => {
      analyser.getFloatTimeDomainData(samples);
      setLevel(audioLevel(samples));
    }, 100);
    // Without a user gesture the context may start suspended: resume it on the first interaction.
    const resume = () => void context.resume().catch(() => undefined);
    resume();
    window.addEventListener('pointerdown', resume);
    window.addEventListener('keydown', resume);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('pointerdown', resume);
      window.removeEventListener('keydown', resume);
      source.disconnect();
      void context.close().catch(() => undefined);
    };
  }, [stream, active]);

  return stream && active ? level : 0;
}

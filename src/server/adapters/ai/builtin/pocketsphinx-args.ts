/**
 * Decoder settings of `pocketsphinx_continuous`, as typed data. Unset fields keep pocketsphinx's
 * own defaults (Debian's 0.8: lw 6.5, beam 1e-48, wbeam 7e-29, pbeam 1e-48, topn 4, …). The values
 * the product uses and how they were chosen: docs/decisions/0035-builtin-recognition-quality.md.
 */
export type DecoderSettings = {
  /** Language-model weight (`-lw`). */
  lw?: number;
  /** Word insertion penalty (`-wip`). */
  wip?: number;
  /** Beam widths (`-beam`, `-wbeam`, `-pbeam`): smaller values keep more hypotheses. */
  beam?: number;
  wbeam?: number;
  pbeam?: number;
  /** Gaussians scored per senone (`-topn`). */
  topn?: number;
  /** Second and third passes (`-fwdflat`, `-bestpath`). */
  fwdflat?: boolean;
  bestpath?: boolean;
  /** Spectral noise subtraction and silence removal (`-remove_noise`, `-remove_silence`). */
  removeNoise?: boolean;
  removeSilence?: boolean;
};

const FLAGS: { [K in keyof Required<DecoderSettings>]: string } = {
  lw: '-lw',
  wip: '-wip',
  beam: '-beam',
  wbeam: '-wbeam',
  pbeam: '-pbeam',
  topn: '-topn',
  fwdflat: '-fwdflat',
  bestpath: '-bestpath',
  removeNoise: '-remove_noise',
  removeSilence: '-remove_silence',
};

/** The command-line arguments for `settings`, in a stable order; unset fields add nothing. */
export function decoderArguments(settings: DecoderSettings): string[] {
  const args: string[] = [];
  for (const key of Object.keys(FLAGS) as (keyof DecoderSettings)[]) {
    const value = settings[key];
    if (value === undefined) continue;
    if (typeof value === 'number' && !Number.isFinite(value)) throw new RangeError(`pocketsphinx ${key}: ${value}`);
    args.push(FLAGS[key], typeof value === 'boolean' ? (value ? 'yes' : 'no') : String(value));
  }
  return args;
}

/** pocketsphinx's own defaults: what the product used before 0035. */
export const POCKETSPHINX_DEFAULTS: DecoderSettings = {};

/**
 * What the product uses: pocketsphinx's defaults. On the development half of the WER set nothing
 * tried beat them by more than noise without costing CPU (lw 5.5: 34.0 % against 34.2 % at 1.4×
 * the CPU; lw 10: 53.5 %; wider beams: no better, slower). Change it only with bench/stt-wer.ts.
 */
export const RECOMMENDED_DECODER: DecoderSettings = POCKETSPHINX_DEFAULTS;

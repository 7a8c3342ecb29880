/**
 * The voice-activity detector: Silero VAD (v5) run by onnxruntime-web's WebAssembly build through
 * @ricky0123/vad-web, on the microphone track the interview already uses. Loaded lazily (this
 * module is only imported after the media check), its model, worklet and runtime come from our own
 * server under /vad/ (copied there by vite.config.ts), never from a CDN.
 */
import { MicVAD } from '@ricky0123/vad-web';

/** Where the build puts the model, the audio worklet and the WASM runtime (see vite.config.ts). */
export const VAD_ASSET_PATH = '/vad/';

export type DetectorFrame = { probability: number; samples: Float32Array };

export type VoiceDetector = {
  /** Stops listening and releases the model and the audio graph (the microphone track stays with the page). */
  destroy: () => Promise<void>;
};

/** Loads the model and starts feeding `onFrame` every 32 ms from `stream`'s audio; rejects when it cannot load. */
export async function startVoiceDetector(
  stream: MediaStream,
  onFrame: (frame: DetectorFrame) => void,
): Promise<VoiceDetector> {
  // The detector listens on its own copy of the track, so pausing it never stops the page's microphone.
  const tracks = stream.getAudioTracks().map((track) => track.clone());
  if (tracks.length === 0) throw new Error('No microphone track');
  const own = new MediaStream(tracks);
  const vad = await MicVAD.new({
    model: 'v5',
    baseAssetPath: VAD_ASSET_PATH,
    onnxWASMBasePath: VAD_ASSET_PATH,
    getStream: () => Promise.resolve(own),
    pauseStream: () => Promise.resolve(),
    resumeStream: () => Promise.resolve(own),
    ortConfig: (ort) => {
      ort.env.logLevel = 'error';
      // No cross-origin isolation (SharedArrayBuffer) on our pages: one thread, no proxy worker.
      ort.env.wasm.numThreads = 1;
    },
    onFrameProcessed: (probabilities, samples) => onFrame({ probability: probabilities.isSpeech, samples }),
    startOnLoad: true,
  });
  return {
    destroy: async () => {
      await vad.destroy();
      tracks.forEach((track) => track.stop());
    },
  };
}

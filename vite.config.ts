import { createReadStream, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

/**
 * The voice-activity detector's files, served by our own server under /vad/ (never a CDN): the
 * Silero VAD model and audio worklet from @ricky0123/vad-web, the WASM runtime from
 * onnxruntime-web. The candidate page loads them only after the media check
 * (src/web/features/interview/voiceDetector.ts).
 */
const VAD_FILES: Record<string, string> = {
  'silero_vad_v5.onnx': 'node_modules/@ricky0123/vad-web/dist/silero_vad_v5.onnx',
  'vad.worklet.bundle.min.js': 'node_modules/@ricky0123/vad-web/dist/vad.worklet.bundle.min.js',
  'ort-wasm-simd-threaded.wasm': 'node_modules/onnxruntime-web/dist/ort-wasm-simd-threaded.wasm',
  'ort-wasm-simd-threaded.mjs': 'node_modules/onnxruntime-web/dist/ort-wasm-simd-threaded.mjs',
};

function voiceDetectorAssets(): Plugin {
  return {
    name: 'screenroom-vad-assets',
    generateBundle() {
      for (const [name, file] of Object.entries(VAD_FILES)) {
        this.emitFile({ type: 'asset', fileName: `vad/${name}`, source: readFileSync(path.resolve(file)) });
      }
    },
    configureServer(server) {
      server.middlewares.use('/vad', (req, res, next) => {
        const file = VAD_FILES[(req.url ?? '').replace(/^\//, '').split('?')[0]!];
        if (!file) return next();
        const type = file.endsWith('.wasm')
          ? 'application/wasm'
          : file.endsWith('.onnx')
            ? 'application/octet-stream'
            : 'text/javascript';
        res.setHeader('content-type', type);
        createReadStream(path.resolve(file)).pipe(res);
      });
    },
  };
}

// The SPA is served by the Fastify server from dist/client in production.
// In development, `vite` serves it and forwards /api to the server on :3000.
// Nothing from the environment is baked into the bundle: the client reads
// runtime settings from GET /api/config.
export default defineConfig({
  root: '.',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), voiceDetectorAssets()],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    // scripts/bundle-report.ts reads it to print each route's initial JavaScript.
    manifest: true,
  },
  server: {
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: false },
    },
  },
});

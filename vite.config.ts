import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

// The SPA is served by the Fastify server from dist/client in production.
// In development, `vite` serves it and forwards /api to the server on :3000.
// Nothing from the environment is baked into the bundle: the client reads
// runtime settings from GET /api/config.
export default defineConfig({
  root: '.',
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
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

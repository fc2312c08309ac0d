import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { precompress, sizeBudget } from './scripts/build-plugins.ts';
import { serviceWorker } from './scripts/service-worker.ts';

const serverPort = Number(process.env.PORT ?? 5000);
const serverTarget = `http://127.0.0.1:${serverPort}`;

export default defineConfig({
  plugins: [react(), tailwindcss(), sizeBudget(), precompress(), serviceWorker()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@contract': fileURLToPath(new URL('./contract', import.meta.url)),
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': serverTarget,
      '/uploads': serverTarget,
      '/ws': { target: serverTarget.replace('http', 'ws'), ws: true },
    },
  },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
    // .vite/manifest.json: the server reads it to name each route's chunks in the page (modulepreload).
    manifest: true,
    // The app's own helpers and the contract, shared by many routes, in one chunk: left to the automatic
    // split they scatter into dozens of tiny chunks (each a request and a gzip frame) as routes come and go.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: 'app-core', test: /[\\/](src[\\/]lib|contract)[\\/]/, minShareCount: 2 }],
        },
      },
    },
  },
});

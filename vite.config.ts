import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { precompress, sizeBudget } from './scripts/build-plugins.ts';
import { serviceWorker } from './scripts/service-worker.ts';
import { lazyContract } from './scripts/lazy-contract.ts';

const APP_CORE = /[\\/](src[\\/]lib|contract)[\\/]|node_modules[\\/](react[\\/]|@tanstack[\\/]|class-variance-authority[\\/]|clsx[\\/]|@radix-ui[\\/]react-(slot|compose-refs|primitive)[\\/])/;

const serverPort = Number(process.env.PORT ?? 5000);
const serverTarget = `http://127.0.0.1:${serverPort}`;

export default defineConfig({
  plugins: [react(), tailwindcss(), lazyContract(fileURLToPath(new URL('.', import.meta.url))), sizeBudget(), precompress(), serviceWorker()],
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
    // The app's own helpers, the contract and the small libraries every first screen uses (React's JSX
    // runtime, React Query, Radix's Slot, cva), in one chunk: left to the automatic split they scatter
    // into dozens of tiny chunks (each a request, a gzip frame and main-thread work) as routes come and go.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: 'app-core', test: APP_CORE, minShareCount: 2 }],
        },
      },
    },
  },
});

import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { precompress, reactRouterProduction, sizeBudget } from './scripts/build-plugins.ts';
import { serviceWorker } from './scripts/service-worker.ts';
import { firstVisitChunkGroups, moduleChunks } from './scripts/first-visit-chunks.ts';
import { appStartModule } from './contract/pages/route-manifest.ts';
import { directIconImports } from './scripts/direct-icon-imports.ts';
import { mockBackend } from './mock-backend/vite-plugin.ts';
import { linguiMacros } from './scripts/lingui-macros.mjs';
import { lingui } from '@lingui/vite-plugin';
import { catalogParts } from './scripts/catalog-parts.ts';

const APP_CORE = /[\\/](src[\\/]lib|contract)[\\/]|node_modules[\\/](react[\\/]|@tanstack[\\/]|class-variance-authority[\\/]|clsx[\\/]|@radix-ui[\\/]react-(slot|compose-refs|primitive)[\\/])/;

const root = fileURLToPath(new URL('.', import.meta.url));
const serverPort = Number(process.env.PORT ?? 5000);
const serverTarget = `http://127.0.0.1:${serverPort}`;

export default defineConfig({
  plugins: [linguiMacros(), lingui(), catalogParts(root), react(), tailwindcss(), reactRouterProduction(root), directIconImports(root), moduleChunks(root), sizeBudget(), precompress(), serviceWorker(), mockBackend(root)],
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
      // Links by name answer with a redirect from the server; the app's own '/src/' files stay Vite's.
      '^/s/': serverTarget,
      '/ws': { target: serverTarget.replace('http', 'ws'), ws: true },
    },
  },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    target: 'es2022',
    // Tailwind 4's own floor: older browsers lack its cascade layers and @property, so fallbacks for them are dead weight.
    cssTarget: ['chrome111', 'edge111', 'firefox128', 'safari16.4'],
    sourcemap: false,
    reportCompressedSize: false,
    // .vite/manifest.json: the server reads it to name each route's chunks in the page (modulepreload).
    manifest: true,
    // Every browser the app supports knows modulepreload; the polyfill would only add bytes to the first visit.
    modulePreload: { polyfill: false },
    // First visits get a handful of chunks, grouped by the visits that need each module
    // (scripts/first-visit-chunks.ts). Of the rest, the app's helpers, the contract and the small
    // libraries several screens share go in one chunk: left to the automatic split they scatter into
    // dozens of tiny chunks (each a request, a gzip frame and main-thread work).
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            ...firstVisitChunkGroups(root, 'src/main.tsx', appStartModule),
            { name: 'app-shared', test: APP_CORE, minShareCount: 2, priority: 1 },
          ],
        },
      },
    },
  },
});

import { VitePWA } from 'vite-plugin-pwa';
import type { Plugin, PluginOption } from 'vite';

/**
 * The worker's only route at run time: pages from the network, the precached index.html when there is
 * none. Nothing that the server answers itself (/api, /uploads, /ws) ever matches, and nothing is stored.
 */
export const runtimeCaching = [
  {
    // Self-contained: the function is copied into sw.js as text.
    urlPattern: ({ request, url }: { request: Request; url: URL }) => request.mode === 'navigate' && !/^\/(api|uploads|ws)(\/|$)/.test(url.pathname),
    handler: 'NetworkOnly' as const,
    options: { precacheFallback: { fallbackURL: 'index.html' } },
  },
];

/**
 * The service worker (Workbox generateSW): precaches the built shell so that the app opens offline.
 * A page comes from the server while it answers (its HTML is made per page and always names the
 * current build's files); without a network, the cached index.html stands in. Nothing is cached at
 * run time: API answers and uploads are one member's data and must never be served from a cache.
 * The page registers /sw.js itself (src/lib/service-worker.ts); public/manifest.webmanifest stays the one manifest.
 */
export function serviceWorker(): PluginOption {
  // The build's own files, so that what an earlier build left in the folder is not precached.
  const emitted = new Set<string>();
  const recordEmitted: Plugin = {
    name: 'wishwell:service-worker-files',
    apply: 'build',
    generateBundle(_options, bundle) {
      emitted.clear();
      for (const fileName of Object.keys(bundle)) emitted.add(fileName);
    },
  };

  const worker = VitePWA({
    strategies: 'generateSW',
    filename: 'sw.js',
    scope: '/',
    manifest: false,
    injectRegister: false,
    workbox: {
      globPatterns: ['**/*.{html,js,css,svg,png,ico,woff2,webmanifest}'],
      // Files copied from public/ (icons, the manifest) are not in the bundle, and stay.
      manifestTransforms: [async (entries) => ({ manifest: entries.filter((entry) => !entry.url.startsWith('assets/') || emitted.has(entry.url)), warnings: [] })],
      // No cache-first shell for every address: the fallback below is used only when the network fails.
      navigateFallback: null,
      runtimeCaching,
      // Web Push: the push and notificationclick handlers (public/sw-push.js), loaded by sw.js.
      importScripts: ['sw-push.js'],
      // A new version takes over as soon as it is installed; the open page is not reloaded.
      skipWaiting: true,
      clientsClaim: true,
      cleanupOutdatedCaches: true,
      sourcemap: false,
    },
  });

  return [recordEmitted, worker];
}

// Renders the screens the server paints before the app has loaded (src/app/first-paint-screens.tsx)
// with react-dom/server, from the app's own components, in each language the app speaks, into
// dist/client/.vite/first-paint.json, which the server reads beside the build manifest
// (server/src/lib/page-preview.ts) and answers in the reader's language. Run after `vite build`: the
// stylesheet that build wrote has every class these screens use.
import { build } from 'esbuild';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { i18n } from '@lingui/core';
import { formatter } from '@lingui/format-po';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { linguiMacrosForEsbuild } from './lingui-macros.mjs';
import config from '../lingui.config.js';

const root = fileURLToPath(new URL('..', import.meta.url));
// Inside the project, so that the bundle's imports of react and the other packages resolve.
const work = path.join(root, 'node_modules', '.cache', 'first-paint');
const bundle = path.join(work, 'screens.mjs');
/** `virtual:catalogs`, the app's loaders of each language's parts, as an empty list. */
const noCatalogParts = {
  name: 'no-catalog-parts',
  setup(build) {
    build.onResolve({ filter: /^virtual:catalogs$/ }, () => ({ path: 'catalogs', namespace: 'no-catalog-parts' }));
    build.onLoad({ filter: /.*/, namespace: 'no-catalog-parts' }, () => ({ contents: 'export const catalogs = {};', loader: 'js' }));
  },
};

const target = path.join(root, 'dist', 'client', '.vite', 'first-paint.json');

/** A language's catalog as the app loads it: each translation compiled (English is in the code). */
async function messagesOf(locale) {
  if (locale === config.sourceLocale) return {};
  const file = path.join(root, 'src', 'locales', locale, 'messages.po');
  const catalog = await formatter({ lineNumbers: false }).parse(await readFile(file, 'utf8'), { locale, sourceLocale: config.sourceLocale, filename: file });
  return Object.fromEntries(Object.entries(catalog).filter(([, entry]) => entry.translation).map(([id, entry]) => [id, compileMessage(entry.translation)]));
}

await build({
  absWorkingDir: root,
  entryPoints: ['src/app/first-paint-screens.tsx'],
  outfile: bundle,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // @lingui/core stays a package: the bundle's instance is the one this script loads catalogs into.
  packages: 'external',
  jsx: 'automatic',
  tsconfig: 'tsconfig.app.json',
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'warning',
  // The catalogs are loaded here, whole; the app's loaders of their parts (scripts/catalog-parts.ts) are not needed.
  plugins: [linguiMacrosForEsbuild(), noCatalogParts],
});

try {
  const { firstPaintTemplates } = await import(pathToFileURL(bundle).href);
  const byLanguage = {};
  for (const locale of config.locales) {
    i18n.load(locale, await messagesOf(locale));
    i18n.activate(locale);
    byLanguage[locale] = firstPaintTemplates();
  }
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, JSON.stringify(byLanguage));
  console.log(`first paint: ${path.relative(root, target)} (${config.locales.join(', ')})`);
} finally {
  await rm(work, { recursive: true, force: true });
}

// Renders the screens the server paints before the app has loaded (src/app/first-paint-screens.tsx)
// with react-dom/server, from the app's own components, into dist/client/.vite/first-paint.json,
// which the server reads beside the build manifest (server/src/lib/page-preview.ts). Run after
// `vite build`: the stylesheet that build wrote has every class these screens use.
import { build } from 'esbuild';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { linguiMacrosForEsbuild } from './lingui-macros.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
// Inside the project, so that the bundle's imports of react and the other packages resolve.
const work = path.join(root, 'node_modules', '.cache', 'first-paint');
const bundle = path.join(work, 'screens.mjs');
const target = path.join(root, 'dist', 'client', '.vite', 'first-paint.json');

await build({
  absWorkingDir: root,
  entryPoints: ['src/app/first-paint-screens.tsx'],
  outfile: bundle,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  jsx: 'automatic',
  tsconfig: 'tsconfig.app.json',
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'warning',
  plugins: [linguiMacrosForEsbuild()],
});

try {
  const { firstPaintTemplates } = await import(pathToFileURL(bundle).href);
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, JSON.stringify(firstPaintTemplates()));
  console.log(`first paint: ${path.relative(root, target)}`);
} finally {
  await rm(work, { recursive: true, force: true });
}

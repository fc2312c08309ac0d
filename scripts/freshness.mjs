// Tells whether a build output is older than any of its sources, so `npm start` rebuilds only when needed.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));

function newestMtime(target) {
  const full = path.join(root, target);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(full)) {
    if (entry === 'node_modules') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

export function isStale(output, sources) {
  const out = path.join(root, output);
  if (!existsSync(out)) return true;
  const builtAt = statSync(out).mtimeMs;
  return sources.some((source) => newestMtime(source) > builtAt);
}

export const appSources = ['src', 'contract', 'public', 'index.html', 'vite.config.ts', 'tailwind.config.ts', 'scripts/build-plugins.ts', 'package.json'];
export const serverSources = ['server/src', 'contract', 'package.json'];

import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

let cached: string | undefined;

/**
 * The folder that holds the project's package.json, found from this file's location so that
 * the same code works from the sources (tsx, tests) and from the bundled server in dist/.
 */
export function projectRoot(): string {
  if (cached) return cached;
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && existsSync(path.join(dir, 'server', 'drizzle'))) {
      cached = dir;
      return dir;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('Cannot find the project root (package.json beside server/drizzle)');
    dir = parent;
  }
}

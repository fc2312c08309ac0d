import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { routeModules } from './route-modules';

/** One entry of Vite's build manifest (dist/client/.vite/manifest.json), keyed by source path. */
interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/** The manifest of the built app, or null without one (tests, development): then nothing is hinted. */
function readManifest(dir: string | null): Manifest | null {
  const file = dir && path.join(dir, '.vite', 'manifest.json');
  if (!file || !existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  } catch {
    return null;
  }
}

/** A chunk's file and the files of everything it imports statically, depth first. */
function collect(manifest: Manifest, key: string, into: Set<string>, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return into;
  seen.add(key);
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) collect(manifest, imported, into, seen);
  return into;
}

/**
 * Without hints the browser learns of a screen's code in three round trips: the entry script, then
 * the screen's chunk it imports lazily, then that chunk's own imports. The page names them all at
 * once. The manifest is read once, here; each address's links are computed once and kept.
 */
export function routePreloads(dir: string | null): (pathname: string) => string {
  const manifest = readManifest(dir);
  if (!manifest) return () => '';
  // The entry and its imports already have tags in index.html.
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const inEntry = entryKey ? collect(manifest, entryKey, new Set()) : new Set<string>();
  const known = new Map<string, string>();
  return (pathname) => {
    const modules = routeModules(pathname);
    const key = modules.join('|');
    let links = known.get(key);
    if (links === undefined) {
      const files = new Set<string>();
      for (const module of modules) collect(manifest, module, files);
      links = [...files]
        .filter((file) => !inEntry.has(file))
        .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
        .join('\n    ');
      known.set(key, links);
    }
    return links;
  };
}

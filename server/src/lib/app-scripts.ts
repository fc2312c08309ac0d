import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { appStartModule } from '@contract/pages/route-manifest';
import { SOURCE_LANGUAGE, type Language } from '@contract/languages';
import { firstVisitOf, routeModules } from './route-modules';

/** One entry of Vite's build manifest (dist/client/.vite/manifest.json), keyed by source path. */
interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/** A JSON file the build writes beside the app, or null without one (tests, development). */
function readBuildFile<T>(dir: string | null, name: string): T | null {
  const file = dir && path.join(dir, '.vite', name);
  if (!file || !existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return null;
  }
}

/**
 * The build manifest, with each source module the build merged into a shared chunk (listed in
 * module-chunks.json, not in the manifest) keyed to that chunk's entry. Null without a manifest:
 * then only the entry's files load.
 */
function readManifest(dir: string | null): Manifest | null {
  const manifest = readBuildFile<Manifest>(dir, 'manifest.json');
  if (!manifest) return null;
  const moduleChunks = readBuildFile<Record<string, string>>(dir, 'module-chunks.json') ?? {};
  const byFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]));
  for (const [module, file] of Object.entries(moduleChunks)) {
    const chunk = byFile.get(file);
    if (chunk && !manifest[module]) manifest[module] = chunk;
  }
  return manifest;
}

/** A chunk's file and the files of everything it imports statically, depth first. */
function collect(manifest: Manifest, key: string, into: Set<string>, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return into;
  seen.add(key);
  into.add(`/${chunk.file}`);
  for (const imported of chunk.imports ?? []) collect(manifest, imported, into, seen);
  return into;
}

const ENTRY_SCRIPT = /\s*<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/g;
const MODULE_PRELOAD = /\s*<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>/g;

/** Each file's tag costs the main thread a few milliseconds on a slow phone: they are added two at a time, each pair in a task of its own. */
const LOADER_BATCH = 2;

/**
 * Loads the files named in #app-scripts, the first as the module to run and the rest as
 * modulepreload, once the page has painted: in the page's own tags the browser fetched them in the
 * same burst as the HTML, and the first paint often waited for them. A hidden tab paints nothing
 * and gets them at once. Constant text, so the page's CSP allows it by its hash.
 */
export const APP_SCRIPT_LOADER =
  "(function(){function l(){var f=JSON.parse(document.getElementById('app-scripts').textContent),i=0;" +
  "(function add(){for(var n=0;n<" + LOADER_BATCH + "&&i<f.length;n++,i++){var e=document.createElement(i?'link':'script');" +
  "if(i){e.rel='modulepreload';e.href=f[i]}else{e.type='module';e.src=f[i]}" +
  "e.crossOrigin='';document.head.appendChild(e)}if(i<f.length)setTimeout(add,0)})()}" +
  "if(document.visibilityState==='hidden')l();else requestAnimationFrame(function(){setTimeout(l,0)})})();";

/** The loader's CSP source: 'sha256-…' of its text. */
export const APP_SCRIPT_LOADER_CSP = `'sha256-${createHash('sha256').update(APP_SCRIPT_LOADER).digest('base64')}'`;

export interface AppScripts {
  /** The template without its script and modulepreload tags. */
  page: string;
  /**
   * The head's tags that load the app, with the chunks of the screen `pathname` opens first, and in
   * another language than English the part of its catalog that screen speaks (scripts/catalog-parts.ts).
   */
  tagsFor(pathname: string, language?: Language): string;
}

/**
 * The app's scripts for each address: the entry and its imports (from the template's own tags), the
 * app's start (which the entry imports once React DOM has run) and its imports, then the chunks of
 * the screen the address opens and their imports (from the build manifest), so
 * the browser learns of all of them at once instead of in three round trips. Each address's list is
 * computed once and kept.
 */
export function appScripts(template: string, dir: string | null): AppScripts {
  const entry = [...template.matchAll(ENTRY_SCRIPT)].map((m) => m[1]!);
  const entryPreloads = [...template.matchAll(MODULE_PRELOAD)].map((m) => m[1]!);
  const page = template.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, '');
  const manifest = readManifest(dir);
  const known = new Map<string, string>();
  return {
    page,
    tagsFor(pathname, language = SOURCE_LANGUAGE) {
      const visit = language === SOURCE_LANGUAGE ? null : firstVisitOf(pathname);
      const modules = manifest ? [appStartModule, ...routeModules(pathname), ...(visit ? [`catalog-${language}-${visit}`] : [])] : [];
      const key = modules.join('|');
      let tags = known.get(key);
      if (tags === undefined) {
        const files = new Set([...entry, ...entryPreloads]);
        for (const module of modules) collect(manifest!, module, files);
        // File names come from the build; `<` is escaped all the same so the list cannot end its tag.
        const list = JSON.stringify([...files]).replace(/</g, '\\u003c');
        tags = entry.length === 0 ? '' : `<script type="application/json" id="app-scripts">${list}</script>\n    <script>${APP_SCRIPT_LOADER}</script>`;
        known.set(key, tags);
      }
      return tags;
    },
  };
}

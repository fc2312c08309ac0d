import path from 'node:path';
import type { ChunkingContext } from 'rolldown';
import type { Plugin } from 'vite';
import { firstVisitLater, firstVisitModules, routeManifest, type FirstVisitKind } from '../contract/pages/route-manifest.ts';

type Visit = FirstVisitKind;

/**
 * The lazy modules each kind of first visit renders, from the app's route manifest: its routes' shells
 * and screens. What a screen opens at once beside them (a desire's comments) stays a chunk of its own.
 * A first visit should fetch a handful of files, not dozens: every file costs a request, a gzip frame
 * of its own and a few milliseconds of main thread on a slow phone.
 */
function firstVisitRoots(): Record<Visit, readonly string[]> {
  const roots: Record<Visit, Set<string>> = { auth: new Set(), post: new Set(), member: new Set(), shared: new Set() };
  for (const entry of routeManifest) {
    if (!entry.firstVisit) continue;
    for (const module of firstVisitModules(entry, { withAlso: false })) roots[entry.firstVisit].add(module);
  }
  return { auth: [...roots.auth], post: [...roots.post], member: [...roots.member], shared: [...roots.shared] };
}

export const FIRST_VISITS = firstVisitRoots();

/** Each visit's first modules and what it loads soon after (contract/pages/route-manifest.ts `firstVisitLater`). */
export const SOON_AFTER = Object.fromEntries(
  Object.entries(FIRST_VISITS).map(([visit, roots]) => [visit, [...roots, ...firstVisitLater.every, ...firstVisitLater[visit as Visit]]]),
) as Record<Visit, string[]>;

export interface Reach {
  /** What the entry imports statically (React DOM): evaluated in the page's first task, before the app's start. */
  boot?: Set<string>;
  /** Everything the app's start (and the entry) imports statically: it all loads on every page anyway. */
  entry: Set<string>;
  visits: Record<Visit, Set<string>>;
  /** What each visit imports statically, first or soon after (a superset of `visits`). */
  soon: Record<Visit, Set<string>>;
  /** Whether module `id` imports `module` (a path from the project root), directly or not, or is it. */
  buildsOn?: (id: string, module: string) => boolean;
}

/**
 * Which chunk a module goes in, from the first visits that need it at once and those that load it soon
 * after. What the sign-in page shares with any other visit goes in the core (everyone loads the sign-in
 * page's needs cheaply); what the other first screens share with the sign-in page's later loads (the
 * warm-up reads' queries and schemas) goes in `warm-up`, so that the sign-in page does not fetch the
 * card's chunk for them; what a post page needs goes in `desire-card`, which members' and shared pages
 * load too; the rest goes with the one kind of visit that needs it. Modules no first screen needs are
 * left to the automatic split. A module's imports are needed by at least the visits that need it, so
 * a chunk only ever imports the core, `warm-up` or `desire-card`, never the other way round.
 */
export function chunkFor(id: string, reach: Reach): string | null {
  return schemasApart(id, visitChunkFor(id, reach), reach);
}

const SCHEMAS = /[\\/]contract[\\/]|[\\/]node_modules[\\/]zod[\\/]/;
const CONTRACT = /[\\/]contract[\\/]/;

/**
 * zod and the contract's schemas: building the schemas was a good part of the core's evaluation, and
 * most of the warm-up chunk's. The core's go in `app-schemas`, which the entry evaluates in a task of
 * its own before the app's start (src/main.tsx); the warm-up's in `warm-up-schemas`, which
 * the warm-up evaluates before its reads (src/features/desires/api/warm-up.ts). Schemas import only zod and
 * other schemas of the same visits, so these chunks never import the code that uses them. Each is cut
 * in two more (`SCHEMA_CUTS`).
 */
function schemasApart(id: string, chunk: string | null, reach: Reach): string | null {
  const schemas = chunk === 'app-core' && SCHEMAS.test(id) ? 'app-schemas' : chunk === 'warm-up' && CONTRACT.test(id) ? 'warm-up-schemas' : chunk;
  const cut = SCHEMA_CUTS.find((c) => c.chunk === schemas && reach.buildsOn?.(id, c.at));
  return cut ? cut.later : schemas;
}

/**
 * Where a schema chunk is cut in two, each half evaluated in a task of its own (the member's schemas
 * alone were a long task on a slow phone): the modules that build on `at` (it included) go in `later`,
 * the others stay. Building on a module means importing it, so the first half never imports the second.
 */
export const SCHEMA_CUTS = [
  { chunk: 'app-schemas', at: 'contract/user.ts', later: 'user-schemas' },
  { chunk: 'warm-up-schemas', at: 'contract/category.ts', later: 'category-schemas' },
] as const;

function visitChunkFor(id: string, reach: Reach): string | null {
  if (reach.boot?.has(id)) return 'react-dom';
  if (reach.entry.has(id)) return 'app-core';
  const now = (visit: Visit) => reach.visits[visit].has(id);
  const soon = (visit: Visit) => reach.soon[visit].has(id);
  if (!now('auth') && !now('post') && !now('member') && !now('shared')) return null;
  if (now('auth')) return soon('post') || soon('member') || soon('shared') ? 'app-core' : 'auth';
  if (soon('auth')) return 'warm-up';
  if (soon('post') || (soon('member') && soon('shared'))) return 'desire-card';
  if (soon('member')) return 'member';
  return 'shared-pages';
}

/** The modules `roots` import statically, themselves included. */
function closure(roots: string[], ctx: ChunkingContext): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    const info = ctx.getModuleInfo(id);
    if (!info) throw new Error(`first-visit chunks: ${id} is not in the build; update contract/pages/route-manifest.ts`);
    seen.add(id);
    stack.push(...info.importedIds);
  }
  return seen;
}

/**
 * The chunk-naming function for rolldown's `codeSplitting.groups`, reading the module graph once per
 * build. `entry` is the page's module script, `start` the app's start, which the entry imports once
 * React DOM has run.
 */
export function firstVisitChunks(root: string, entry: string, start: string) {
  let reach: Reach | null = null;
  let graph: ChunkingContext | null = null;
  return (id: string, ctx: ChunkingContext): string | null => {
    if (!reach || graph !== ctx) {
      const abs = (file: string) => path.join(root, file);
      const entryId = abs(entry);
      const boot = closure([entryId], ctx);
      // The entry itself stays a chunk of its own: the page's one module script.
      boot.delete(entryId);
      // The stylesheet stays with the entry: it is not React DOM's, and the server writes it into the page.
      for (const id of boot) if (id.endsWith('.css')) boot.delete(id);
      const entryClosure = closure([abs(start)], ctx);
      for (const id of boot) entryClosure.add(id);
      const reachOf = (roots: Record<Visit, readonly string[]>) =>
        Object.fromEntries(Object.entries(roots).map(([visit, modules]) => [visit, closure(modules.map(abs), ctx)])) as Record<Visit, Set<string>>;
      const closures = new Map<string, Set<string>>();
      const buildsOn = (id: string, module: string) => {
        if (!closures.has(id)) closures.set(id, closure([id], ctx));
        return closures.get(id)!.has(abs(module));
      };
      reach = { boot, entry: entryClosure, visits: reachOf(FIRST_VISITS), soon: reachOf(SOON_AFTER), buildsOn };
      graph = ctx;
    }
    return chunkFor(id, reach);
  };
}

/**
 * rolldown's `codeSplitting.groups` for the first-visit chunks. A group takes the modules a module it
 * captures imports, unless a group before it took them: React DOM and the schemas are captured first
 * (each half before the half that imports it), so that the core and `warm-up`, which import them, do
 * not take them in; then the core and `warm-up`, so that the card's chunk, which imports them, does
 * not take them in.
 */
export function firstVisitChunkGroups(root: string, entry: string, start: string) {
  const name = firstVisitChunks(root, entry, start);
  const only = (chunks: string[]) => (id: string, ctx: ChunkingContext) => {
    const chunk = name(id, ctx);
    return chunk && chunks.includes(chunk) ? chunk : null;
  };
  // Each group before the ones whose modules import its own.
  const order = [['react-dom'], ['app-schemas'], ['user-schemas'], ['warm-up-schemas'], ['category-schemas'], ['app-core', 'warm-up']];
  return [...order.map((chunks, i) => ({ name: only(chunks), priority: order.length + 2 - i })), { name, priority: 2 }];
}

/**
 * `.vite/module-chunks.json`: each source module of the app → the file of the chunk it ended up in.
 * Vite's manifest names only entries and chunks; a screen merged into a shared chunk is in neither,
 * and the server (server/src/lib/app-scripts.ts) looks it up here to list a page's files.
 */
export function moduleChunks(appRoot: string): Plugin {
  const root = path.resolve(appRoot);
  return {
    name: 'wishwell:module-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      const map: Record<string, string> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        for (const id of output.moduleIds) {
          if (id.startsWith(root + path.sep)) map[path.relative(root, id).split(path.sep).join('/')] = output.fileName;
        }
      }
      this.emitFile({ type: 'asset', fileName: '.vite/module-chunks.json', source: JSON.stringify(map) });
    },
  };
}

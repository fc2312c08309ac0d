import path from 'node:path';
import type { ChunkingContext } from 'rolldown';
import type { Plugin } from 'vite';

/**
 * The lazy modules each kind of first visit renders (server/src/lib/route-modules.ts names the same
 * ones per address). A first visit should fetch a handful of files, not dozens: every file costs a
 * request, a gzip frame of its own and a few milliseconds of main thread on a slow phone.
 */
export const FIRST_VISITS = {
  auth: ['src/app/routes/auth.tsx'],
  post: ['src/app/routes/post.tsx'],
  member: ['src/app/shell/member-shell.tsx', 'src/app/shell/signed-in-shell.tsx', 'src/app/routes/feed.tsx'],
  shared: ['src/app/shell/member-shell.tsx', 'src/app/routes/shared-category.tsx', 'src/app/routes/shared-desire.tsx'],
} as const;

type Visit = keyof typeof FIRST_VISITS;

export interface Reach {
  /** Everything the entry imports statically: it all loads on every page anyway. */
  entry: Set<string>;
  visits: Record<Visit, Set<string>>;
}

/**
 * Which chunk a module goes in, from the first visits that need it. What the sign-in page shares with
 * any other first visit goes in the core (everyone loads the sign-in page's needs cheaply); what a
 * post page needs goes in `desire-card`, which members' and shared pages load too; the rest goes with
 * the one kind of visit that needs it. Modules no first visit needs are left to the automatic split.
 * A module's imports are needed by at least the visits that need it, so a chunk only ever imports the
 * core or `desire-card`, never the other way round.
 */
export function chunkFor(id: string, reach: Reach): string | null {
  if (reach.entry.has(id)) return 'app-core';
  const { auth, post, member, shared } = reach.visits;
  const inAuth = auth.has(id);
  if (inAuth) return post.has(id) || member.has(id) || shared.has(id) ? 'app-core' : 'auth';
  if (post.has(id) || (member.has(id) && shared.has(id))) return 'desire-card';
  if (member.has(id)) return 'member';
  if (shared.has(id)) return 'shared-pages';
  return null;
}

/** The modules `roots` import statically, themselves included. */
function closure(roots: string[], ctx: ChunkingContext): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    const info = ctx.getModuleInfo(id);
    if (!info) throw new Error(`first-visit chunks: ${id} is not in the build; update FIRST_VISITS`);
    seen.add(id);
    stack.push(...info.importedIds);
  }
  return seen;
}

/** The chunk-naming function for rolldown's `codeSplitting.groups`, reading the module graph once per build. */
export function firstVisitChunks(root: string, entry: string) {
  let reach: Reach | null = null;
  let graph: ChunkingContext | null = null;
  return (id: string, ctx: ChunkingContext): string | null => {
    if (!reach || graph !== ctx) {
      const abs = (file: string) => path.join(root, file);
      const entryId = abs(entry);
      const entryClosure = closure([entryId], ctx);
      // The entry itself stays a chunk of its own: the page's one module script.
      entryClosure.delete(entryId);
      const visits = Object.fromEntries(
        Object.entries(FIRST_VISITS).map(([visit, roots]) => [visit, closure(roots.map(abs), ctx)]),
      ) as Record<Visit, Set<string>>;
      reach = { entry: entryClosure, visits };
      graph = ctx;
    }
    return chunkFor(id, reach);
  };
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

import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { getConfig } from '@lingui/conf';
import { createCompiledCatalog, getCatalogs } from '@lingui/cli/api';
import { appStartModule, firstVisitLater, firstVisitModules, routeManifest, type FirstVisitKind } from '../contract/pages/route-manifest.ts';

/**
 * Each language's catalog (one .po file per language, as translators keep it) goes to the browser in
 * parts: one per kind of first visit (the sign-in page, a desire's page, a member's first screens, the
 * shared pages), holding the messages of every module that visit runs (the entry and the app's start,
 * the visit's screens with what they load soon after, and all they import statically), and `rest`,
 * every other message (the later screens, the admin area, the table of the server's texts). A reader
 * of Spanish then loads the words of the screen they open, not of the whole app; the rest follows at
 * their first action or with the first later screen (src/lib/i18n.ts). `virtual:catalogs` names every
 * part's loader; each part is `virtual:catalog/<language>/<part>`.
 */
const INDEX = 'virtual:catalogs';
const PREFIX = 'virtual:catalog/';
const VISITS: readonly FirstVisitKind[] = ['auth', 'post', 'member', 'shared'];
type Part = FirstVisitKind | 'rest';

/** A module's static imports: `import … from`, `export … from` and bare imports; never `import type` or `import()`. */
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

function resolveImport(root: string, from: string, specifier: string, exists: (file: string) => boolean): string | null {
  const base = specifier.startsWith('@/')
    ? path.join(root, 'src', specifier.slice(2))
    : specifier.startsWith('@contract/')
      ? path.join(root, 'contract', specifier.slice('@contract/'.length))
      : specifier.startsWith('.')
        ? path.resolve(path.dirname(from), specifier)
        : null;
  if (!base) return null;
  for (const extension of EXTENSIONS) if (exists(base + extension)) return base + extension;
  return null;
}

/** Every file of `src/` that the `starts` (paths from `root`) run, by static imports: paths from `root`. */
export function staticClosure(root: string, starts: readonly string[], read = (file: string) => readFileSync(file, 'utf8')): Set<string> {
  const exists = (file: string) => {
    try {
      return read(file) !== undefined;
    } catch {
      return false;
    }
  };
  const seen = new Set<string>();
  const queue = starts.map((start) => path.join(root, start));
  while (queue.length) {
    const file = queue.pop()!;
    const relative = path.relative(root, file).split(path.sep).join('/');
    if (seen.has(relative) || !relative.startsWith('src/')) continue;
    seen.add(relative);
    for (const match of read(file).matchAll(STATIC_IMPORT)) {
      const target = resolveImport(root, file, match[1]!, exists);
      if (target) queue.push(target);
    }
  }
  return seen;
}

/** The modules a first visit of `kind` starts from: the entry and the app's start, its screens with their frames, and what loads soon after. */
export function firstVisitStarts(kind: FirstVisitKind): string[] {
  const screens = routeManifest.filter((entry) => entry.firstVisit === kind).flatMap((entry) => firstVisitModules(entry));
  return ['src/main.tsx', appStartModule, ...screens, ...firstVisitLater.every, ...firstVisitLater[kind]];
}

/** Which parts a message goes in, by the files it is written in (its origins). */
export function partsOf(origins: readonly string[], visits: Record<FirstVisitKind, Set<string>>): Part[] {
  const parts = VISITS.filter((kind) => origins.some((file) => visits[kind].has(file)));
  return parts.length ? parts : ['rest'];
}

const indexModule = (languages: readonly string[]) =>
  `export const catalogs = {\n${languages
    .map((language) => `  ${JSON.stringify(language)}: {\n${[...VISITS, 'rest'].map((part) => `    ${part}: () => import(${JSON.stringify(`${PREFIX}${language}/${part}`)}),`).join('\n')}\n  },`)
    .join('\n')}\n};\n`;

export function catalogParts(root: string): Plugin {
  let visits: Record<FirstVisitKind, Set<string>> | null = null;
  const config = getConfig({ cwd: root });
  const others = config.locales.filter((locale) => locale !== config.sourceLocale);
  return {
    name: 'catalog-parts',
    // A part's module is named catalog-<language>-<part>, and so is its chunk.
    resolveId: (id) => (id === INDEX ? `\0${id}` : id.startsWith(PREFIX) ? `\0catalog-${id.slice(PREFIX.length).replace('/', '-')}` : null),
    async load(id) {
      if (id === `\0${INDEX}`) return { code: indexModule(others), moduleType: 'js' };
      const [, language, part] = /^\0catalog-([a-z]+)-([a-z]+)$/.exec(id) ?? [];
      if (!language || !part) return null;
      visits ??= Object.fromEntries(VISITS.map((kind) => [kind, staticClosure(root, firstVisitStarts(kind))])) as Record<FirstVisitKind, Set<string>>;
      const [catalog] = await getCatalogs(config);
      if (!catalog || !others.includes(language) || ![...VISITS, 'rest'].includes(part)) throw new Error(`no catalog part ${language}/${part}`);
      this.addWatchFile(path.join(root, 'src/locales', language, 'messages.po'));
      const entries = (await catalog.read(language)) ?? {};
      const { messages } = await catalog.getTranslations(language, { sourceLocale: config.sourceLocale ?? 'en', fallbackLocales: config.fallbackLocales || {} });
      const wanted = Object.fromEntries(
        Object.entries(messages).filter(([messageId]) => partsOf((entries[messageId]?.origin ?? []).map(([file]) => file), visits!).includes(part as Part)),
      );
      const { source, errors } = createCompiledCatalog(language, wanted, { namespace: 'es' });
      if (errors.length) throw new Error(`${language}: ${errors.length} messages do not compile`);
      return { code: source, moduleType: 'js' };
    },
  };
}

import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, Rollup } from 'vite';
import { appStartModule, firstVisitModules, routeManifest } from '../contract/pages/route-manifest.ts';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/**
 * The first-visit routes of docs/architecture.md "Budgets" (those the route manifest gives a `budget` name) and
 * the lazy modules each one loads: the app's start, and the screen with what it opens at once.
 */
export const BUDGET_ROUTES: Record<string, string[]> = Object.fromEntries(
  routeManifest.flatMap((entry) => (entry.budget ? [[entry.budget, [appStartModule, ...firstVisitModules(entry)]]] : [])),
);

export const BUDGET_HARD_KB = 175;
export const BUDGET_AIM_KB = 150;

export interface RouteSize {
  route: string;
  files: { file: string; gzipBytes: number; topModules?: string[] }[];
  gzipBytes: number;
}

/** The biggest modules of a chunk (by size before minifying), named by package or by source path. */
function topModules(chunk: OutputChunk, root: string): string[] {
  const sizes = new Map<string, number>();
  for (const [id, info] of Object.entries(chunk.modules)) {
    const inPackage = id.split('node_modules/').pop() ?? id;
    const name = id.includes('node_modules/')
      ? inPackage.split('/').slice(0, inPackage.startsWith('@') ? 2 : 1).join('/')
      : path.relative(root, id);
    sizes.set(name, (sizes.get(name) ?? 0) + info.renderedLength);
  }
  return [...sizes.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 6)
    .map(([name, bytes]) => `${name} ${(bytes / 1024).toFixed(1)}k`);
}

const gzipSize = (source: string | Uint8Array) => gzipSync(source, { level: 9 }).length;

/** Entry chunk, its static imports, the route's lazy modules and theirs, and every CSS file they import. */
export function routeSizes(bundle: OutputBundle, root: string): RouteSize[] {
  const chunks = Object.values(bundle).filter((o): o is OutputChunk => o.type === 'chunk');
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const entry = chunks.find((c) => c.isEntry);
  if (!entry) throw new Error('size budget: no entry chunk');

  return Object.entries(BUDGET_ROUTES).map(([route, modules]) => {
    const files = new Set<string>();
    const visit = (chunk: OutputChunk) => {
      if (files.has(chunk.fileName)) return;
      files.add(chunk.fileName);
      for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
      for (const imported of chunk.imports) {
        const next = byFile.get(imported);
        if (next) visit(next);
      }
    };
    visit(entry);
    for (const module of modules) {
      const id = path.join(root, module);
      const chunk = chunks.find((c) => c.facadeModuleId === id) ?? chunks.find((c) => c.moduleIds.includes(id));
      if (!chunk) throw new Error(`size budget: ${module} (for ${route}) is not in the bundle; update contract/pages/route-manifest.ts`);
      visit(chunk);
    }
    const sized = [...files].map((file) => {
      const output = bundle[file];
      const source = output?.type === 'chunk' ? output.code : output?.type === 'asset' ? output.source : '';
      return { file, gzipBytes: gzipSize(source), topModules: output?.type === 'chunk' ? topModules(output, root) : undefined };
    });
    return { route, files: sized, gzipBytes: sized.reduce((sum, f) => sum + f.gzipBytes, 0) };
  });
}

/** Fails the build when a first-visit route loads more than the hard budget; writes the figures beside the app. */
export function sizeBudget(): Plugin {
  let root = process.cwd();
  let outDir = 'dist/client';
  return {
    name: 'wishwell:size-budget',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    generateBundle(_options, bundle) {
      const sizes = routeSizes(bundle as unknown as OutputBundle, root);
      this.emitFile({ type: 'asset', fileName: 'size-report.json', source: JSON.stringify({ budgetKb: BUDGET_HARD_KB, aimKb: BUDGET_AIM_KB, routes: sizes }, null, 2) });
      const over = sizes.filter((s) => s.gzipBytes > BUDGET_HARD_KB * 1024);
      if (over.length > 0) {
        const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
        const lines = over.map(
          (s) => `  ${s.route}: ${kb(s.gzipBytes)} gzip\n${[...s.files].sort((a, b) => b.gzipBytes - a.gzipBytes).map((f) => `      ${kb(f.gzipBytes).padStart(9)}  ${f.file}  ${(f.topModules ?? []).join(', ')}`).join('\n')}`,
        );
        this.error(`First-route JavaScript + CSS is over the ${BUDGET_HARD_KB} KB budget:\n${lines.join('\n')}\n(see ${outDir}/size-report.json)`);
      }
    },
  };
}

/** Writes .br and .gz beside every text asset so the server can send them precompressed. */
export function precompress(): Plugin {
  let outDir = 'dist/client';
  return {
    name: 'wishwell:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // After every other plugin has written its files (the service worker among them).
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        const walk = (dir: string): string[] =>
          readdirSync(dir).flatMap((name) => {
            const file = path.join(dir, name);
            return statSync(file).isDirectory() ? walk(file) : [file];
          });
        for (const file of walk(outDir)) {
          if (!/\.(js|css|html|svg|json|webmanifest|txt)$/.test(file)) continue;
          const source = readFileSync(file);
          if (source.length < 1024) continue;
          writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
          writeFileSync(`${file}.br`, brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        }
      },
    },
  };
}

/**
 * React Router publishes a production build (no development warnings) beside its default one, but its
 * package exports name only the default: builds take the production files, about half a kilobyte less.
 */
export function reactRouterProduction(root: string): Plugin {
  const dist = path.join(root, 'node_modules/react-router/dist/production');
  const files: Record<string, string> = { 'react-router': 'index.mjs', 'react-router/dom': 'dom-export.mjs' };
  return {
    name: 'wishwell:react-router-production',
    apply: 'build',
    enforce: 'pre',
    resolveId(source) {
      const file = files[source];
      return file ? path.join(dist, file) : null;
    },
  };
}

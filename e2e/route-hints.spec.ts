import { expect, test, type APIRequestContext } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { appStartModule, firstVisitModules, routeManifest, routeRedirects } from '../contract/pages/route-manifest';

// The build the server serves: the page template, Vite's manifest (each chunk's static imports) and
// module-chunks.json (the chunk each source module ended up in).
const client = fileURLToPath(new URL('../dist/client/', import.meta.url));
const readJson = <T,>(file: string): T => JSON.parse(readFileSync(path.join(client, file), 'utf8')) as T;
const manifest = readJson<Record<string, { file: string; imports?: string[] }>>('.vite/manifest.json');
const moduleChunks = readJson<Record<string, string>>('.vite/module-chunks.json');
const template = readFileSync(path.join(client, 'index.html'), 'utf8');

/** The files every page loads: the template's entry script and its modulepreloads. */
const entryFiles = [...template.matchAll(/<script type="module"[^>]*\ssrc="([^"]+)"|<link rel="modulepreload"[^>]*\shref="([^"]+)"/g)].map(
  (m) => (m[1] ?? m[2])!,
);

/** The chunk the build put `module` in. */
const chunkOf = (module: string) => moduleChunks[module] ?? manifest[module]?.file;

/** A chunk's file and, through the manifest, the files of everything it imports statically. */
function withImports(file: string, into: Set<string>): Set<string> {
  if (into.has(`/${file}`)) return into;
  into.add(`/${file}`);
  const chunk = Object.values(manifest).find((c) => c.file === file);
  for (const key of chunk?.imports ?? []) withImports(manifest[key]!.file, into);
  return into;
}

/** The files every page loads before its screen's: the entry's, then the app's start and its imports. */
const everyPage = withImports(chunkOf(appStartModule)!, new Set(entryFiles));

/** The files the page's loader fetches (#app-scripts), in order. */
async function namedFiles(request: APIRequestContext, address: string): Promise<string[]> {
  const res = await request.get(address);
  expect(res.status(), address).toBe(200);
  const list = /<script type="application\/json" id="app-scripts">([^<]*)<\/script>/.exec(await res.text())?.[1];
  expect(list, `${address} names no scripts`).toBeDefined();
  return JSON.parse(list!) as string[];
}

const sample = (pattern: string) => pattern.replace(/:\w+\??/g, '6650a1b2c3d4e5f601234567');

test.describe('the chunks a page names are the ones its first screen needs, from the build', () => {
  test('the template names its entry', () => {
    expect(entryFiles.length).toBeGreaterThan(0);
    expect(chunkOf(appStartModule), `${appStartModule} is in no chunk of the build`).toBeDefined();
  });

  for (const entry of routeManifest) {
    test(`${entry.path}: the chunks holding its modules and their imports, each once, all in the build`, async ({ request }) => {
      const named = await namedFiles(request, sample(entry.path));
      const modules = firstVisitModules(entry);
      const chunks = modules.map((module) => {
        const file = chunkOf(module);
        expect(file, `${module} is in no chunk of the build`).toBeDefined();
        return file!;
      });
      const expected = new Set(everyPage);
      for (const file of chunks) withImports(file, expected);
      expect(new Set(named).size).toBe(named.length);
      expect([...named].sort()).toEqual([...expected].sort());
      for (const file of chunks) expect(named).toContain(`/${file}`);
      for (const file of named) expect(existsSync(path.join(client, file)), `${file} is not in dist/client`).toBe(true);
    });
  }

  test('redirects and addresses of no route name only the entry’s and the app’s start’s files', async ({ request }) => {
    const others = [...routeRedirects.map((r) => r.path), '/no/such/page'];
    for (const address of others) expect((await namedFiles(request, address)).sort()).toEqual([...everyPage].sort());
  });
});

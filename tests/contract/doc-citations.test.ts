import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// A clone must explain itself: every file a comment, a message or a document cites is in the
// repository, and nothing cites the notes and spec files kept outside it (docs/architecture.md,
// "The spec", says how to cite the spec instead).

const root = fileURLToPath(new URL('../..', import.meta.url));
const here = path.relative(root, fileURLToPath(import.meta.url));

const folders = ['contract', 'src', 'server', 'scripts', 'tests', 'e2e', 'docs', 'deploy', '.ci'];
const topFiles = ['README.md', 'eslint.config.js', 'vite.config.ts', 'vitest.config.ts', 'playwright.config.ts', 'drizzle.config.ts', 'Dockerfile'];
const skipped = new Set(['node_modules', 'dist', 'data', 'coverage', 'test-results', 'playwright-report', 'artifacts', 'meta']);
const readable = /\.(ts|tsx|js|mjs|md|sh|json)$|^run$|^Dockerfile$/;

function walk(folder: string, out: string[]) {
  for (const entry of readdirSync(path.join(root, folder), { withFileTypes: true })) {
    if (entry.name.startsWith('.') && folder !== '.') continue;
    const relative = path.join(folder, entry.name);
    if (entry.isDirectory()) {
      if (!skipped.has(entry.name)) walk(relative, out);
    } else if (readable.test(entry.name)) {
      out.push(relative);
    }
  }
  return out;
}

function sources(): string[] {
  const files = folders.filter((f) => existsSync(path.join(root, f))).flatMap((f) => walk(f, []));
  return [...files, ...topFiles.filter((f) => existsSync(path.join(root, f)))].filter((f) => f !== here);
}

// Split so that this file does not cite them itself.
const outside = ['DESIGN' + '.md', 'member-core' + '.md', 'chat-categories-admin' + '.md'];

/** A path from the project root, not part of a longer path or an import alias. */
const rootPath =
  /(?<![\w./@$-])((?:docs|contract|src|server|scripts|tests|e2e|deploy)\/[\w./-]*[\w-]\.(?:ts|tsx|mjs|js|md|sql|conf|json|sh|png))\b/g;
/** A relative link of a Markdown document. */
const markdownLink = /\]\((?!https?:|mailto:|#)([^)\s#]+)/g;
const code = /\.(ts|tsx|js|mjs)$/;

/**
 * What of a file cites: a program's comments (its strings name files at run time, in dist/ or made
 * up for a test), a document's whole text. Documents record history, so there only the cited
 * documents must exist; a file of code they name may be gone.
 */
function citingText(file: string, text: string): string {
  if (code.test(file)) return (text.match(/\/\/[^\n]*|\/\*[\s\S]*?\*\//g) ?? []).join('\n');
  return file.endsWith('.json') ? '' : text;
}

/** The citations in one file's text that name no file of the repository. */
export function brokenCitations(file: string, text: string, exists: (p: string) => boolean): string[] {
  const broken = outside.filter((name) => text.includes(name)).map((name) => `${file}: cites ${name}, which is not in the repository`);
  // Any docs/ path, in code or messages too: a lint message points at a document.
  for (const [, cited = ''] of text.matchAll(rootPath)) {
    if (cited.startsWith('docs/') && !exists(cited)) broken.push(`${file}: cites ${cited}`);
  }
  const documented = file.endsWith('.md');
  for (const [, cited = ''] of citingText(file, text).matchAll(rootPath)) {
    if (!cited.startsWith('docs/') && !documented && !exists(cited)) broken.push(`${file}: cites ${cited}`);
  }
  if (documented) {
    for (const [, link = ''] of text.matchAll(markdownLink)) {
      const target = path.join(path.dirname(file), link);
      if (!exists(target)) broken.push(`${file}: links to ${link}`);
    }
  }
  return broken;
}

const inRepository = (p: string) => existsSync(path.join(root, p));

describe('citations of files', () => {
  it('name only files that are in the repository', () => {
    const broken = sources().flatMap((file) => brokenCitations(file, readFileSync(path.join(root, file), 'utf8'), inRepository));
    expect(broken).toEqual([]);
  });

  it('are caught when they name a file that is not there', () => {
    const text = '// see docs/no-such-notes.md and src/lib/no-such-module.ts, and ' + outside[0];
    expect(brokenCitations('src/example.ts', text, inRepository)).toHaveLength(3);
    expect(brokenCitations('docs/example.md', 'the [index](decisions/no-such-area.md)', inRepository)).toHaveLength(1);
    expect(brokenCitations('src/example.ts', '// docs/architecture.md and server/src/app.ts', inRepository)).toEqual([]);
    expect(brokenCitations('src/example.ts', "const built = 'server/server.mjs';", inRepository)).toEqual([]);
    expect(brokenCitations('src/example.ts', "lint('see docs/no-such-notes.md');", inRepository)).toHaveLength(1);
  });
});

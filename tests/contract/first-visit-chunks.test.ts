import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chunkFor, type Reach } from '../../scripts/first-visit-chunks';
import { iconFiles, rewriteIconImports } from '../../scripts/direct-icon-imports';

type Visits = Partial<Record<keyof Reach['visits'], string[]>>;
const sets = (visits: Visits) => ({
  auth: new Set(visits.auth ?? []),
  post: new Set(visits.post ?? []),
  member: new Set(visits.member ?? []),
  shared: new Set(visits.shared ?? []),
});
/** `later`: what each visit loads soon after its first screen, on top of that screen's modules. */
const reach = (entry: string[], visits: Visits, later: Visits = {}): Reach => ({
  entry: new Set(entry),
  visits: sets(visits),
  soon: sets(Object.fromEntries((['auth', 'post', 'member', 'shared'] as const).map((v) => [v, [...(visits[v] ?? []), ...(later[v] ?? [])]]))),
});

describe('first-visit chunks', () => {
  const graph = reach(
    ['router'],
    {
      auth: ['auth-flow', 'button', 'rhf', 'alert-icon'],
      post: ['card', 'button', 'avatar', 'desire-queries'],
      member: ['feed', 'card', 'shell', 'avatar', 'desire-queries', 'media-query'],
      shared: ['shared-page', 'card', 'shell', 'desire-queries'],
    },
    {
      // The toaster loads on every visit after the first screen; the sign-in page warms up the desires' queries.
      auth: ['toaster', 'desire-queries', 'media-query'],
      post: ['toaster', 'alert-icon', 'media-query'],
      member: ['toaster', 'alert-icon', 'trending'],
      shared: ['toaster', 'alert-icon', 'media-query'],
    },
  );

  it('puts what the entry imports, and what the sign-in page shares with any other visit, in the core', () => {
    expect(chunkFor('router', graph)).toBe('app-core');
    expect(chunkFor('button', graph)).toBe('app-core');
  });

  it('gives what the entry imports (React DOM) a chunk of its own, which the entry evaluates before the app’s start', () => {
    const booted = { ...graph, boot: new Set(['/app/node_modules/react-dom/client.js']), entry: new Set(['router', '/app/node_modules/react-dom/client.js']) };
    expect(chunkFor('/app/node_modules/react-dom/client.js', booted)).toBe('react-dom');
    expect(chunkFor('router', booted)).toBe('app-core');
  });

  it('takes the core’s and the warm-up’s schemas (zod and the contract’s) out of their chunks, and only theirs', () => {
    const withSchemas = reach(
      ['router', '/app/contract/user.ts', '/app/node_modules/zod/v4/mini/schemas.js'],
      { auth: ['/app/contract/auth.ts'], post: ['/app/contract/desire.ts', '/app/contract/category.ts'] },
      { auth: ['/app/contract/category.ts'] },
    );
    expect(chunkFor('/app/contract/user.ts', withSchemas)).toBe('app-schemas');
    expect(chunkFor('/app/node_modules/zod/v4/mini/schemas.js', withSchemas)).toBe('app-schemas');
    expect(chunkFor('/app/contract/category.ts', withSchemas)).toBe('warm-up-schemas');
    expect(chunkFor('/app/contract/auth.ts', withSchemas)).toBe('auth');
    expect(chunkFor('/app/contract/desire.ts', withSchemas)).toBe('desire-card');
  });

  it('cuts the schemas in two where they build on the member’s (the core’s) and the category’s (the warm-up’s)', () => {
    const imports: Record<string, string[]> = { '/app/contract/admin-auth.ts': ['contract/user.ts'], '/app/contract/user.ts': ['contract/user.ts'], '/app/contract/category.ts': ['contract/category.ts'] };
    const withSchemas = {
      ...reach(['router', '/app/contract/user.ts', '/app/contract/admin-auth.ts', '/app/contract/fields.ts'], { post: ['/app/contract/desire.ts', '/app/contract/category.ts'] }, { auth: ['/app/contract/desire.ts', '/app/contract/category.ts'] }),
      buildsOn: (id: string, module: string) => (imports[id] ?? []).includes(module),
    };
    expect(chunkFor('/app/contract/fields.ts', withSchemas)).toBe('app-schemas');
    expect(chunkFor('/app/contract/user.ts', withSchemas)).toBe('user-schemas');
    expect(chunkFor('/app/contract/admin-auth.ts', withSchemas)).toBe('user-schemas');
    expect(chunkFor('/app/contract/desire.ts', withSchemas)).toBe('warm-up-schemas');
    expect(chunkFor('/app/contract/category.ts', withSchemas)).toBe('category-schemas');
  });

  it('puts what the sign-in page has at once and others load soon after in the core, not in the sign-in chunk', () => {
    expect(chunkFor('alert-icon', graph)).toBe('app-core');
  });

  it('keeps the sign-in page’s own modules, its form library included, out of every other first visit', () => {
    expect(chunkFor('auth-flow', graph)).toBe('auth');
    expect(chunkFor('rhf', graph)).toBe('auth');
  });

  it('gives what first screens share with the sign-in page’s later loads a chunk of its own, not the card’s', () => {
    expect(chunkFor('desire-queries', graph)).toBe('warm-up');
    expect(chunkFor('media-query', graph)).toBe('warm-up');
  });

  it('gives the card, and what members’ and shared pages both need, one chunk', () => {
    expect(chunkFor('card', graph)).toBe('desire-card');
    expect(chunkFor('avatar', graph)).toBe('desire-card');
    expect(chunkFor('shell', graph)).toBe('desire-card');
  });

  it('keeps each visit’s own modules to itself, and leaves what no first screen needs to the automatic split', () => {
    expect(chunkFor('feed', graph)).toBe('member');
    expect(chunkFor('shared-page', graph)).toBe('shared-pages');
    expect(chunkFor('toaster', graph)).toBeNull();
    expect(chunkFor('trending', graph)).toBeNull();
    expect(chunkFor('chat', graph)).toBeNull();
  });
});

describe('direct icon imports', () => {
  const files = iconFiles(readFileSync(path.resolve(__dirname, '../../node_modules/lucide-react/dist/esm/lucide-react.mjs'), 'utf8'));

  it('reads the icon modules from the package index, aliases included', () => {
    expect(files.get('Heart')).toBe('heart');
    expect(files.get('HeartIcon')).toBe('heart');
    expect(files.get('Link2')).toBe('link-2');
  });

  it('imports each icon from its own module and keeps other names on the package', () => {
    const code = `import { Heart, Link2 as Chain, createLucideIcon } from "lucide-react";\nconsole.log(Heart, Chain);`;
    expect(rewriteIconImports(code, files)).toBe(
      `import Heart from 'lucide-react/dist/esm/icons/heart.mjs';\nimport Chain from 'lucide-react/dist/esm/icons/link-2.mjs';\nimport { createLucideIcon } from 'lucide-react';\nconsole.log(Heart, Chain);`,
    );
  });

  it('leaves a module without icon imports alone', () => {
    expect(rewriteIconImports(`import { useState } from "react";`, files)).toBeNull();
    expect(rewriteIconImports(`import { createLucideIcon } from "lucide-react";`, files)).toBeNull();
  });
});

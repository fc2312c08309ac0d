import { describe, expect, it } from 'vitest';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { paths } from '@contract/pages/paths';
import { routeManifest, routeRedirects, shellModules } from '@contract/pages/route-manifest';
import { routeMatcher } from '../../server/src/lib/route-match';
import { routeModules } from '../../server/src/lib/route-modules';
import { FIRST_VISITS } from '../../scripts/first-visit-chunks';
import { BUDGET_ROUTES } from '../../scripts/build-plugins';

const root = path.resolve(__dirname, '../..');
const START = 'src/app/start.tsx';
const SHELL = 'src/app/shell/member-shell.tsx';
const SIGNED_IN = 'src/app/shell/signed-in-shell.tsx';
const COMMENTS = 'src/features/desires/components/card/comments.tsx';
const screen = (name: string) => `src/app/routes/${name}.tsx`;

type Builder = string | ((...args: string[]) => string);

/** Every builder of paths.ts, nested ones included. */
function builders(tree: object): Builder[] {
  return Object.values(tree).flatMap((value: Builder | object) => (typeof value === 'object' ? builders(value) : [value]));
}

/** The address a builder gives for sample arguments, without its query. */
const addressOf = (builder: Builder) =>
  new URL(typeof builder === 'string' ? builder : builder(...Array.from({ length: builder.length }, (_, i) => `sample${i}`)), 'http://app').pathname;

describe('the route manifest', () => {
  it('names modules that exist, and every screen of src/app/routes is one of its routes', () => {
    const named = [
      ...routeManifest.flatMap((entry) => [entry.screen, ...(entry.alsoRenders ?? [])]),
      ...Object.values(shellModules).flatMap((shell) => [shell.frame, ...(shell.signedIn ? [shell.signedIn] : [])]),
    ];
    for (const module of named) expect(existsSync(path.join(root, module)), module).toBe(true);
    const screens = readdirSync(path.join(root, 'src/app/routes')).map((file) => `src/app/routes/${file}`);
    expect(new Set(routeManifest.map((entry) => entry.screen))).toEqual(new Set(screens));
  });

  it('gives each path one route, and routes that share an element the same screen, shell and guard', () => {
    const all = [...routeManifest.map((e) => e.path), ...routeRedirects.map((r) => r.path)];
    expect(new Set(all).size).toBe(all.length);
    const byElement = new Map<string, Set<string>>();
    for (const e of routeManifest) {
      if (e.sharedElement) byElement.set(e.sharedElement, (byElement.get(e.sharedElement) ?? new Set()).add(`${e.screen} ${e.shell} ${e.guard}`));
    }
    expect([...byElement.values()].map((kinds) => kinds.size)).toEqual([...byElement.values()].map(() => 1));
  });

  it('agrees with paths.ts: every address it builds opens a route, every route has a builder', () => {
    const patterns = [...routeManifest.map((e) => e.path), ...routeRedirects.map((r) => r.path)];
    const match = routeMatcher(patterns);
    const opened = new Set<string>();
    for (const address of builders(paths).map(addressOf)) {
      const index = match(address);
      expect(index, `${address} opens no route of the manifest`).toBeGreaterThanOrEqual(0);
      opened.add(patterns[index]!);
    }
    expect([...opened].sort()).toEqual([...patterns].sort());
    for (const redirect of routeRedirects) expect(routeManifest.map((e) => e.path)).toContain(redirect.to);
  });
});

describe('matching an address as React Router does', () => {
  const match = routeMatcher(['/profile/:userId', '/profile/edit', '/shared/desires/:id?/:userId?', '/post/:id', '/']);

  it('a static segment beats a parameter, whichever is listed first', () => {
    expect(match('/profile/edit')).toBe(1);
    expect(match('/profile/6650a1b2')).toBe(0);
  });

  it('optional segments may be left out, and no more segments than written are taken', () => {
    for (const address of ['/shared/desires', '/shared/desires/a', '/shared/desires/a/b']) expect(match(address)).toBe(2);
    expect(match('/shared/desires/a/b/c')).toBe(-1);
  });

  it('ignores case and a trailing slash; a parameter takes one whole segment', () => {
    expect(match('/POST/abc/')).toBe(3);
    expect(match('/post/')).toBe(-1);
    expect(match('/post/a/b')).toBe(-1);
    expect(match('/')).toBe(4);
    expect(match('/postcards')).toBe(-1);
  });
});

describe('the server’s hints: the lazy modules a first visit renders', () => {
  const member = (name: string) => [SHELL, SIGNED_IN, screen(name)];
  const cases: [string, string[]][] = [
    ['/auth', [screen('auth')]],
    ['/auth/', [screen('auth')]],
    ['/auth-modal', [screen('auth-modal')]],
    ['/post/6650a1b2c3d4e5f601234567', [screen('post'), COMMENTS]],
    ['/search', [screen('search')]],
    ['/admin/login', [screen('admin-login')]],
    ['/feed', member('feed')],
    ['/following', member('feed')],
    ['/trending', member('trending')],
    ['/notifications', member('notifications')],
    ['/settings', member('settings')],
    ['/profile', member('profile')],
    ['/profile/edit', member('profile-edit')],
    ['/profile/6650a1b2c3d4e5f601234567', member('profile')],
    ['/categories', member('categories')],
    ['/categories/6650a1b2c3d4e5f6012300aa', member('category')],
    ['/chat', member('chat')],
    // Shared pages are read mostly by visitors: no signed-in shell.
    ['/shared/categories', [SHELL, screen('shared-category')]],
    ['/shared/categories/6650a1b2c3d4e5f6012300aa', [SHELL, screen('shared-category')]],
    ['/shared/desires/6650a1b2c3d4e5f601234567/6650a1b2c3d4e5f601234568', [SHELL, screen('shared-desire')]],
    ['/admin/dashboard', ['src/app/shell/admin-shell.tsx', screen('admin-dashboard')]],
    ['/admin/users/6650a1b2c3d4e5f601234567', ['src/app/shell/admin-shell.tsx', screen('admin-user')]],
    ['/upload-test', member('upload-test')],
    ['/share-target', member('share-target')],
    // Redirects and addresses of no route get none.
    ['/', []],
    ['/admin', []],
    ['/post', []],
    ['/no/such/page', []],
  ];

  it.each(cases)('%s', (address, modules) => {
    expect(routeModules(address)).toEqual(modules);
  });
});

describe('what the build reads from the manifest', () => {
  it('the first visits whose modules get chunks of their own: shells and screens, not what a screen opens beside them', () => {
    expect(FIRST_VISITS).toEqual({
      auth: [screen('auth')],
      post: [screen('post')],
      member: [SHELL, SIGNED_IN, screen('feed')],
      shared: [SHELL, screen('shared-category'), screen('shared-desire')],
    });
  });

  it('the routes the size budget weighs, with everything their first visit loads', () => {
    expect(BUDGET_ROUTES).toEqual({
      '/auth': [START, screen('auth')],
      '/feed (signed in)': [START, SHELL, SIGNED_IN, screen('feed')],
      '/post/:id (visitor)': [START, screen('post'), COMMENTS],
    });
  });
});

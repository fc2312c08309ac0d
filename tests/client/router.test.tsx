import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { isValidElement, type ReactElement } from 'react';
import { matchRoutes, Navigate } from 'react-router-dom';
import { routes, routesFor } from '@/app/router';
import { AdminLoginGate, RequireAdmin, RequireMember, RequireMemberOrAdmin } from '@/app/guards';
import { NotFound } from '@/components/layout/not-found';
import { routeManifest, routeRedirects, type Guard } from '@contract/pages/route-manifest';

const root = path.resolve(__dirname, '../..');
const guards = new Map<unknown, Guard>([
  [RequireMember, 'member'],
  [RequireAdmin, 'admin'],
  [RequireMemberOrAdmin, 'member-or-admin'],
  [AdminLoginGate, 'admin-login-gate'],
]);

/** An address a route path opens, every parameter given. */
const sample = (pattern: string) => pattern.replace(/:\w+\??/g, '6650a1b2c3d4e5f601234567');

/** The elements of the routes that `address` opens, outermost first. */
function branch(address: string): ReactElement[] {
  return (matchRoutes(routes, address) ?? []).map((m) => m.route.element).filter(isValidElement);
}
const leaf = (address: string) => branch(address).at(-1);
const guardsOn = (address: string) => branch(address).flatMap((e) => guards.get(e.type) ?? []);

describe('the route table built from the manifest', () => {
  it.each(routeManifest.map((e) => [e.path, e] as const))('%s renders its screen behind its guard', (pattern, entry) => {
    expect(leaf(sample(pattern))?.key).toBe(entry.screen);
    expect(guardsOn(sample(pattern))).toEqual(entry.guard === 'none' ? [] : [entry.guard]);
  });

  it('every screen module exports the Component it renders', async () => {
    for (const entry of routeManifest) {
      const module: { Component?: unknown } = await import(/* @vite-ignore */ path.join(root, entry.screen));
      expect(typeof module.Component, entry.screen).toBe('function');
    }
  });

  it('redirects where the manifest says, behind their guard', () => {
    for (const redirect of routeRedirects) {
      const element = leaf(redirect.path);
      expect(element?.type).toBe(Navigate);
      expect((element?.props as { to: string }).to).toBe(redirect.to);
      expect(guardsOn(redirect.path)).toEqual(redirect.guard === 'none' ? [] : [redirect.guard]);
    }
  });

  it('/feed and /following render one element, so the feed keeps its state across the tabs; /profile and a member’s profile do not', () => {
    expect(leaf('/feed')).toBe(leaf('/following'));
    expect(leaf('/profile')).not.toBe(leaf('/profile/6650a1b2c3d4e5f601234567'));
  });

  it('shared pages open without a guard, their links cut short too; unknown addresses get the not-found page', () => {
    for (const address of ['/shared/desires', '/shared/desires/6650a1b2c3d4e5f601234567', '/shared/categories']) {
      expect(guardsOn(address)).toEqual([]);
      expect(leaf(address)?.key).toMatch(/^src\/app\/routes\/shared-(desire|category)\.tsx$/);
    }
    expect(leaf('/no/such/page')?.type).toBe(NotFound);
    expect(leaf('/post/a/b')?.type).toBe(NotFound);
  });

  it('each address is matched against the routes of its first segment, with the same result as against the whole table', () => {
    const addresses = [
      ...routeManifest.map((e) => sample(e.path)),
      ...routeManifest.map((e) => e.path.replace(/\/:\w+\?/g, '')),
      ...routeRedirects.map((r) => r.path),
      '/', '/no/such/page', '/post/a/b', '/POST/6650a1b2c3d4e5f601234567', '/Feed', '/p%6Fst/6650a1b2c3d4e5f601234567', '/%E0%A4%A', '/admin', '/admin/', '/shared',
    ];
    for (const address of addresses) {
      const whole = (matchRoutes(routes, address) ?? []).map((m) => m.route.element);
      const cut = (matchRoutes(routesFor(address), address) ?? []).map((m) => m.route.element);
      expect(cut.length, address).toBeGreaterThan(0);
      expect(cut.length, address).toBe(whole.length);
      cut.forEach((element, i) => expect(element, address).toBe(whole[i]));
    }
    expect(routesFor('/feed')).toBe(routesFor('/FEED/x'));
    expect(routesFor('/feed')[0]!.children!.length).toBeLessThan(routes[0]!.children!.length);
  });

  it('the member shell frames its guarded screens, shared pages and the not-found page alike; the admin shell sits inside its guard', () => {
    const shellOf = (address: string) => branch(address).find((e) => !guards.has(e.type) && typeof e.type === 'object')?.type;
    const memberShell = shellOf('/feed');
    expect(memberShell).toBeDefined();
    for (const address of ['/chat', '/search', '/shared/categories', '/no/such/page']) {
      expect(shellOf(address)).toBe(address === '/search' ? undefined : memberShell);
    }
    const admin = branch('/admin/dashboard');
    const guardAt = admin.findIndex((e) => e.type === RequireAdmin);
    const shellAt = admin.findIndex((e) => e.type === shellOf('/admin/dashboard'));
    expect(guardAt).toBeGreaterThanOrEqual(0);
    expect(shellAt).toBeGreaterThan(guardAt);
    expect(shellOf('/admin/dashboard')).not.toBe(memberShell);
    expect(shellOf('/auth')).toBeUndefined();
  });
});

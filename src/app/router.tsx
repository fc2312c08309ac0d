import { Fragment, lazy, useLayoutEffect, type ComponentType, type ReactElement } from 'react';
import { Navigate, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { NotFound } from '@/components/layout/not-found';
import { routeManifest, routeRedirects, type Guard, type RouteEntry, type Shell } from '@contract/pages/route-manifest';
import { firstPaint } from '@/lib/first-paint';
import { withRestOfCatalog } from '@/lib/i18n';
import { AdminLoginGate, RequireAdmin, RequireMember, RequireMemberOrAdmin } from './guards';
import { RootLayout } from './root-layout';
import { routesBySegment, type PlacedRoute } from './routes-by-segment';

/** Once a screen has rendered, the page the server painted gives way to it (unless the screen holds it). */
function ReleaseFirstPaint() {
  useLayoutEffect(() => firstPaint.releaseUnlessHeld(), []);
  return null;
}

// Each screen module is its own chunk, loaded on first visit. Keyed `./<name>.tsx`, the manifest's
// `src/app/routes/<name>.tsx`.
const screenModules = import.meta.glob<{ Component: ComponentType }>('./*.tsx', { base: './routes' });

const firstScreens = new Set(routeManifest.filter((entry) => entry.firstVisit).map((entry) => entry.screen));

function screen(module: string): ReactElement {
  const load = screenModules[module.replace('src/app/routes/', './')];
  if (!load) throw new Error(`no screen module ${module}`);
  // A later screen comes with the rest of its language's words (src/lib/i18n.ts).
  const Screen = lazy(() => (firstScreens.has(module) ? load() : withRestOfCatalog(load())).then((m) => ({ default: m.Component })));
  // Keyed by its module, which names the screen a route renders.
  return (
    <Fragment key={module}>
      <Screen />
      <ReleaseFirstPaint />
    </Fragment>
  );
}

const MemberShell = lazy(() => import('./shell/member-shell').then((m) => ({ default: m.MemberShell })));
const AdminShell = lazy(() => withRestOfCatalog(import('./shell/admin-shell')).then((m) => ({ default: m.AdminShell })));

const guards: Record<Exclude<Guard, 'none'>, ReactElement> = {
  member: <RequireMember />,
  admin: <RequireAdmin />,
  'member-or-admin': <RequireMemberOrAdmin />,
  'admin-login-gate': <AdminLoginGate />,
};

/**
 * A route inside its guard and shell. The member shell shows for visitors too (shared pages get the
 * screen alone), so it goes around the guard; the admin shell shows to admins only, inside its guard.
 * React Router renders no keys, so the shell and guard elements of one kind stay mounted as the
 * member moves between routes, as they would in one nested group.
 */
function place(path: string, shell: Shell, guard: Guard, element: ReactElement): RouteObject {
  const route: RouteObject = path === '/' ? { index: true, element } : { path: path.slice(1), element };
  const guarded = (inner: RouteObject): RouteObject => (guard === 'none' ? inner : { element: guards[guard], children: [inner] });
  if (shell === 'member') return { element: <MemberShell />, children: [guarded(route)] };
  return guarded(shell === 'admin' ? { element: <AdminShell />, children: [route] } : route);
}

function placeRoutes(): PlacedRoute[] {
  // Routes that name one shared element render that one element: the screen keeps its state across them.
  const shared = new Map<string | undefined, ReactElement>();
  const elementOf = (entry: RouteEntry) => {
    const element = shared.get(entry.sharedElement) ?? screen(entry.screen);
    if (entry.sharedElement) shared.set(entry.sharedElement, element);
    return element;
  };
  const placed = (path: string, shell: Shell, guard: Guard, element: ReactElement): PlacedRoute => ({ path, route: place(path, shell, guard, element) });
  return [
    ...routeRedirects.map((r) => placed(r.path, r.shell, r.guard, <Navigate to={r.to} replace />)),
    ...routeManifest.map((entry) => placed(entry.path, entry.shell, entry.guard, elementOf(entry))),
    // Addresses of no route get the not-found page inside the member shell.
    placed('/*', 'member', 'none', <NotFound />),
  ];
}

const placedRoutes = placeRoutes();
const rootLayout = <RootLayout />;
const underRoot = (children: RouteObject[]): RouteObject[] => [{ element: rootLayout, children }];

/** Every route of both specs, built from the route manifest (contract/pages/route-manifest.ts). */
export const routes: RouteObject[] = underRoot(placedRoutes.map((p) => p.route));

/** The routes an address can open, for React Router to match (src/app/routes-by-segment.ts). */
export const routesFor = routesBySegment(placedRoutes, underRoot);

export function AppRoutes() {
  return useRoutes(routesFor(useLocation().pathname));
}

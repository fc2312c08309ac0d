import { firstVisitModules, routeManifest, type FirstVisitKind } from '@contract/pages/route-manifest';
import { routeMatcher } from './route-match';

/**
 * Which lazy modules of the app a first visit to an address renders, from the app's route manifest,
 * so the server can name their chunks in the page before the app asks for them. Addresses of no route
 * (redirects, unknown ones) get no hints; a wrong hint only costs a wasted download, never a broken page.
 */
const match = routeMatcher(routeManifest.map((entry) => entry.path));

/** The source paths of the lazy modules that `pathname` renders first, as Vite's manifest names them. */
export function routeModules(pathname: string): string[] {
  const entry = routeManifest[match(pathname)];
  return entry ? firstVisitModules(entry) : [];
}

/** The kind of first visit `pathname` opens (null for a later screen): which part of a catalog its words are in. */
export function firstVisitOf(pathname: string): FirstVisitKind | null {
  return routeManifest[match(pathname)]?.firstVisit ?? null;
}

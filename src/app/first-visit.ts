import { matchRoutes } from 'react-router-dom';
import { routeManifest, routeRedirects, type FirstVisitKind } from '@contract/pages/route-manifest';
import { sessionToken } from '@/lib/session-token';

const routes = [...routeManifest, ...routeRedirects].map((entry) => ({ path: entry.path, entry }));

/**
 * The kind of first visit an address opens (null for a later screen), from the route manifest: what
 * the language's first words are for (src/lib/i18n.ts). A member's screen without a member's session
 * opens the sign-in page.
 */
export function firstVisitAt(pathname: string): FirstVisitKind | null {
  const entry = matchRoutes(routes, pathname)?.at(-1)?.route.entry;
  const route = entry && 'to' in entry ? routeManifest.find((each) => each.path === entry.to) : entry;
  const visit = route && 'firstVisit' in route ? (route.firstVisit ?? null) : null;
  return visit === 'member' && !sessionToken.get('member') ? 'auth' : visit;
}

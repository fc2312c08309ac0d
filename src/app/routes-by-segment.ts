import type { RouteObject } from 'react-router-dom';

/** A top-level route and the path it was placed at (React Router syntax, from the root). */
export interface PlacedRoute {
  path: string;
  route: RouteObject;
}

/** A route's first segment when it is a fixed word, lower case; null when it can match any first segment. */
function fixedFirstSegment(path: string): string | null {
  const first = path.split('/').find(Boolean);
  if (first === undefined) return '';
  return first.startsWith(':') || first.includes('*') || first.endsWith('?') ? null : first.toLowerCase();
}

/** The first segment of an address as React Router compares it: decoded and without case. */
function firstSegmentOf(pathname: string): string {
  const first = pathname.split('/').find(Boolean) ?? '';
  try {
    return decodeURIComponent(first).toLowerCase();
  } catch {
    return first.toLowerCase();
  }
}

/**
 * React Router matches an address by flattening and ranking the whole table and compiling a pattern
 * for each branch, on every render of the routes: on a first visit at 4x slower CPU that was one of
 * the longest tasks, twice when the first render started over. A route whose first segment is a
 * fixed word matches only addresses that start with it, so each address is matched against the
 * routes of its first segment and those that match any; the ranking among them is unchanged, and
 * each cut of the table is built once. `wrap` puts the routes under the table's root layout.
 */
export function routesBySegment(placed: readonly PlacedRoute[], wrap: (children: RouteObject[]) => RouteObject[]) {
  const cuts = new Map<string, RouteObject[]>();
  const keyed = placed.map((p) => ({ segment: fixedFirstSegment(p.path), route: p.route }));
  return (pathname: string): RouteObject[] => {
    const segment = firstSegmentOf(pathname);
    let cut = cuts.get(segment);
    if (!cut) {
      cut = wrap(keyed.filter((k) => k.segment === null || k.segment === segment).map((k) => k.route));
      cuts.set(segment, cut);
    }
    return cut;
  };
}

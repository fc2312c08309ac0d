/**
 * Matches an address against route paths written in React Router's syntax (`:name` a parameter,
 * `:name?` an optional one), choosing as React Router does: the most specific path wins (a static
 * segment beats a parameter), the first one listed on a tie. Case-insensitive, a trailing slash allowed.
 */

interface Pattern {
  regex: RegExp;
  score: number;
}

/** `/a/:b?/:c?` stands for `/a`, `/a/:b` and `/a/:b/:c`, each ranked on its own. */
function explode(path: string): string[] {
  const segments = path.split('/').filter(Boolean);
  const paths = [''];
  for (const segment of segments) {
    const optional = segment.endsWith('?');
    const required = optional ? segment.slice(0, -1) : segment;
    const longer = paths.map((p) => `${p}/${required}`);
    if (optional) paths.push(...longer);
    else paths.splice(0, paths.length, ...longer);
  }
  return paths.map((p) => p || '/');
}

// React Router's weights (computeScore): a static segment 10, a parameter 3, an empty segment 1.
const STATIC = 10;
const PARAM = 3;
const EMPTY = 1;

function compile(path: string): Pattern {
  const segments = path.split('/');
  const score = segments.reduce((sum, s) => sum + (s.startsWith(':') ? PARAM : s === '' ? EMPTY : STATIC), segments.length);
  const source = segments
    .filter(Boolean)
    .map((s) => (s.startsWith(':') ? '/[^/]+' : `/${s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`))
    .join('');
  return { regex: new RegExp(`^${source}/?$`, 'i'), score };
}

/** A matcher over `paths`: the index in `paths` of the route `pathname` opens, or -1. */
export function routeMatcher(paths: readonly string[]): (pathname: string) => number {
  const patterns = paths.flatMap((path, index) => explode(path).map((p) => ({ ...compile(p), index })));
  return (pathname) => {
    let best: { score: number; index: number } | null = null;
    for (const p of patterns) {
      if (p.regex.test(pathname) && (!best || p.score > best.score)) best = p;
    }
    return best?.index ?? -1;
  };
}

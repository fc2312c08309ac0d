// Maps a position in a built script back to where it came from (source file, line, and the name the
// source gave it), when the build wrote a source map beside it (`vite build --sourcemap`).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((char, index) => [char, index]));

/** The numbers of one Base64 VLQ segment. */
function decodeSegment(text) {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const char of text) {
    const digit = DIGIT.get(char);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    values.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  return values;
}

/** Per generated line, the segments as [column, source, source line, name or -1], in column order. */
function decodeLines(mappings) {
  let source = 0;
  let sourceLine = 0;
  let name = 0;
  return mappings.split(';').map((line) => {
    let column = 0;
    const segments = [];
    for (const segment of line.split(',')) {
      if (!segment) continue;
      // The fourth field (the source column) is not needed.
      const [dColumn, dSource, dLine, , dName] = decodeSegment(segment);
      column += dColumn;
      if (dSource === undefined) continue;
      source += dSource;
      sourceLine += dLine;
      if (dName !== undefined) name += dName;
      segments.push([column, source, sourceLine, dName === undefined ? -1 : name]);
    }
    return segments;
  });
}

/**
 * Where a position in `scriptPath` (0-based line and column, as a CPU profile gives them) came from:
 * `{ source, line, name }` (line 1-based; name when the map has one there), or null when the script
 * has no map. Paths are shortened to what follows `node_modules/` or the project's root, so that
 * `zod/v4/core/schemas.js` or `contract/desire.ts` is what shows.
 */
export function sourceLocator(scriptPath, root) {
  const mapPath = `${scriptPath}.map`;
  if (!existsSync(mapPath)) return null;
  const map = JSON.parse(readFileSync(mapPath, 'utf8'));
  const sources = map.sources.map((source) =>
    path.relative(root, path.resolve(path.dirname(mapPath), map.sourceRoot ?? '', source)).replace(/^.*node_modules\//, ''),
  );
  const lines = decodeLines(map.mappings);
  return (line, column) => {
    const segments = lines[line];
    if (!segments || segments.length === 0) return null;
    // The last segment at or before the column.
    let low = 0;
    let high = segments.length - 1;
    if (segments[0][0] > column) return null;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (segments[mid][0] <= column) low = mid;
      else high = mid - 1;
    }
    const [, source, sourceLine, name] = segments[low];
    return sources[source] ? { source: sources[source], line: sourceLine + 1, name: name >= 0 ? map.names[name] : null } : null;
  };
}

/** `zod/v4/core/schemas.js` → `zod`, `@tanstack/query-core/…` → `@tanstack/query-core`, `src/lib/format.ts` stays. */
export function packageOf(source) {
  if (/^(src|contract|server)\//.test(source)) return source;
  const parts = source.split('/');
  return source.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

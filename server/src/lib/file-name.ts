/** The longest original name kept, in characters. */
export const FILE_NAME_MAX = 255;

/**
 * Characters a file name must not carry into the database or onto a screen: control characters
 * (NUL breaks PostgreSQL text), line and paragraph separators, bidirectional marks, embeddings,
 * overrides and isolates (which make "gpj.exe" read as "exe.jpg"), a stray byte-order mark, and
 * halves of surrogate pairs that have lost their partner (\p{Cs} in a /u pattern matches only those).
 */
const UNSAFE = /[\p{Cc}\p{Cs}\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069\ufeff]/gu;

/**
 * An upload's original name as it may be stored and shown: the unsafe characters removed, spaces
 * trimmed, at most FILE_NAME_MAX characters (never cutting a character in two), and 'image' when
 * nothing is left.
 */
export function cleanFileName(name: string, fallback = 'image'): string {
  const cleaned = Array.from(name.replace(UNSAFE, '').trim()).slice(0, FILE_NAME_MAX).join('').trim();
  return cleaned || fallback;
}

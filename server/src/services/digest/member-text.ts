/**
 * What members wrote (names, titles, comments, offer messages), as a mail shows it: on one line, so
 * that it can never stand as a line of the mail's own, and with its addresses defanged, so that no
 * mail client makes a link of them (docs/decisions/notifications.md "Email digests").
 */

/**
 * Line and paragraph breaks, tabs and every other control or format character (bidirectional
 * overrides, zero-width spaces, the soft hyphen), but the zero-width joiner that holds an emoji
 * together ("👩‍👧"): each run becomes one space.
 */
const BREAKS = /(?:[\s\p{Cc}\p{Zl}\p{Zp}]|(?!\u200D)\p{Cf})+/gu;

/** `scheme://`, the start of an address a mail client links. */
const SCHEME = /\b([a-z][a-z0-9+.-]*):\/\//gi;
/** A host name (`evil.example`, `www.evil.example`, `пример.рф`), in an address or on its own. */
const HOST = /(?:[\p{L}\p{N}-]+\.)+\p{L}{2,}/gu;
const IPV4 = /\b\d{1,3}(?:\.\d{1,3}){3}\b/g;
const MAILTO = /\bmailto:/gi;

/** The scheme as the defanging convention writes it (hxxp, hxxps, fxp; any other as it is), and `[://]`. */
function defangScheme(_match: string, scheme: string): string {
  const lower = scheme.toLowerCase();
  if (lower === 'http' || lower === 'https') return `${scheme[0]}xx${scheme.slice(3)}[://]`;
  if (lower === 'ftp') return `${scheme[0]}x${scheme.slice(2)}[://]`;
  return `${scheme}[://]`;
}

/**
 * Defangs every address in `text` the way security reports do, so that it stays readable and no
 * mail client links it: `https://evil.example/unsub` becomes `hxxps[://]evil[.]example/unsub`, and a
 * host name or an IP address on its own has its dots bracketed (`evil[.]example`, `a@evil[.]example`).
 */
export function defang(text: string): string {
  return text
    .replace(SCHEME, defangScheme)
    .replace(MAILTO, 'mailto[:]')
    .replace(HOST, (host) => host.replaceAll('.', '[.]'))
    .replace(IPV4, (address) => address.replaceAll('.', '[.]'));
}

/** On one line, its addresses defanged: member text as a mail's plain text and HTML show it (HTML escapes it too). */
export function memberText(text: string): string {
  return defang(text.replace(BREAKS, ' ').trim());
}

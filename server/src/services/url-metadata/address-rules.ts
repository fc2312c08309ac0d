import { isIP } from 'node:net';

/**
 * What kind of network an IP address belongs to. Only `public` may be fetched by the URL import:
 * every other kind reaches the server's own machine, its private network, the cloud's metadata
 * service, or nowhere sensible.
 */
export type AddressKind =
  | 'public'
  | 'invalid'
  | 'unspecified'
  | 'loopback'
  | 'private'
  | 'link-local'
  | 'carrier-grade NAT'
  | 'multicast'
  | 'broadcast'
  | 'documentation'
  | 'benchmarking'
  | 'reserved';

/** IPv4 special-purpose blocks (IANA registry), as [first address, prefix length, kind]. */
const IPV4_BLOCKS: readonly [string, number, AddressKind][] = [
  ['0.0.0.0', 8, 'unspecified'], // "this network": 0.0.0.0 reaches the local machine on Linux
  ['10.0.0.0', 8, 'private'],
  ['100.64.0.0', 10, 'carrier-grade NAT'],
  ['127.0.0.0', 8, 'loopback'],
  ['169.254.0.0', 16, 'link-local'], // includes the cloud metadata service 169.254.169.254
  ['172.16.0.0', 12, 'private'],
  ['192.0.0.0', 24, 'reserved'], // IETF protocol assignments
  ['192.0.2.0', 24, 'documentation'],
  ['192.88.99.0', 24, 'reserved'], // the retired 6to4 relay anycast
  ['192.168.0.0', 16, 'private'],
  ['198.18.0.0', 15, 'benchmarking'],
  ['198.51.100.0', 24, 'documentation'],
  ['203.0.113.0', 24, 'documentation'],
  ['224.0.0.0', 4, 'multicast'],
  ['255.255.255.255', 32, 'broadcast'], // before 240/4, which holds it, so it gets its own name
  ['240.0.0.0', 4, 'reserved'],
];

const IPV4_TABLE = IPV4_BLOCKS.map(([first, bits, kind]) => {
  const mask = bits === 0 ? 0 : (0xffffffff << (32 - bits)) >>> 0;
  return { base: ((ipv4ToNumber(first) ?? 0) & mask) >>> 0, mask, kind };
});

/** True only for an address on the public internet. Anything unparsable is not public. */
export function isPublicAddress(ip: string): boolean {
  return classifyAddress(ip) === 'public';
}

/** The kind of network `ip` (a bare IPv4 or IPv6 address, no brackets, no zone) belongs to. */
export function classifyAddress(ip: string): AddressKind {
  const family = isIP(ip);
  if (family === 4) return classifyIpv4(ipv4ToNumber(ip));
  if (family === 6) return classifyIpv6(ipv6ToGroups(ip));
  return 'invalid';
}

function classifyIpv4(value: number | null): AddressKind {
  if (value === null) return 'invalid';
  for (const block of IPV4_TABLE) {
    if (((value & block.mask) >>> 0) === block.base) return block.kind;
  }
  return 'public';
}

function classifyIpv6(groups: number[] | null): AddressKind {
  if (!groups) return 'invalid';
  const [g0 = 0, g1 = 0, g2 = 0, g3 = 0, g4 = 0, g5 = 0, g6 = 0, g7 = 0] = groups;
  const zeroTo = (end: number) => groups.slice(0, end).every((g) => g === 0);
  const v4 = (high: number, low: number) => classifyIpv4(((high << 16) | low) >>> 0);

  if (zeroTo(8)) return 'unspecified';
  if (zeroTo(7) && g7 === 1) return 'loopback';
  // Forms that carry an IPv4 address inside and reach it: judge that address by the IPv4 rules.
  if (zeroTo(5) && g5 === 0xffff) return v4(g6, g7); // IPv4-mapped ::ffff:a.b.c.d
  if (zeroTo(4) && g4 === 0xffff && g5 === 0) return v4(g6, g7); // IPv4-translated ::ffff:0:a.b.c.d
  if (zeroTo(6)) return v4(g6, g7); // IPv4-compatible ::a.b.c.d (deprecated)
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0) return v4(g6, g7); // NAT64
  if (g0 === 0x2002) return v4(g1, g2); // 6to4

  if ((g0 & 0xfe00) === 0xfc00) return 'private'; // unique local fc00::/7 (fd00:ec2::254 is AWS metadata)
  if ((g0 & 0xffc0) === 0xfe80) return 'link-local';
  if ((g0 & 0xff00) === 0xff00) return 'multicast';
  // Only global unicast 2000::/3 is on the internet; the rest (site-local fec0::/10, discard 100::/64,
  // local NAT64 64:ff9b:1::/48, SRv6 5f00::/16, unassigned space) is not.
  if ((g0 & 0xe000) !== 0x2000) return 'reserved';
  if (g0 === 0x2001 && g1 === 0x0db8) return 'documentation';
  if (g0 === 0x3fff && g1 < 0x1000) return 'documentation'; // 3fff::/20
  if (g0 === 0x2001 && g1 === 0x0002 && g2 === 0) return 'benchmarking'; // 2001:2::/48
  // IETF protocol assignments 2001::/23, Teredo 2001::/32 among them (a tunnel to any IPv4 address).
  if (g0 === 0x2001 && g1 < 0x0200) return 'reserved';
  return 'public';
}

/** Dotted-quad IPv4 to an unsigned 32-bit number; null unless it is exactly four decimal octets. */
function ipv4ToNumber(ip: string): number | null {
  if (isIP(ip) !== 4) return null;
  const parts = ip.split('.').map(Number);
  if (parts.length !== 4 || parts.some((p) => !Number.isInteger(p) || p < 0 || p > 255)) return null;
  const [a = 0, b = 0, c = 0, d = 0] = parts;
  return ((a << 24) | (b << 16) | (c << 8) | d) >>> 0;
}

/** A valid IPv6 address as its eight 16-bit groups; null for anything else, zone ids included. */
function ipv6ToGroups(ip: string): number[] | null {
  // A zone (fe80::1%eth0) only exists for link-local use; it never names a public host.
  if (ip.includes('%') || isIP(ip) !== 6) return null;
  let text = ip.toLowerCase();
  // A trailing dotted IPv4 (::ffff:127.0.0.1) is the last two groups written another way.
  const lastColon = text.lastIndexOf(':');
  const tail = text.slice(lastColon + 1);
  if (tail.includes('.')) {
    const value = ipv4ToNumber(tail);
    if (value === null) return null;
    text = `${text.slice(0, lastColon + 1)}${(value >>> 16).toString(16)}:${(value & 0xffff).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const split = (part: string | undefined) => (part ? part.split(':') : []);
  const head = split(halves[0]);
  const rest = split(halves[1]);
  const missing = 8 - head.length - rest.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const words = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...rest];
  const groups = words.map((w) => (/^[0-9a-f]{1,4}$/.test(w) ? parseInt(w, 16) : NaN));
  return groups.length === 8 && groups.every((g) => !Number.isNaN(g)) ? groups : null;
}

const HOST_LABEL = /^(?!-)[a-z0-9_-]{1,63}(?<!-)$/;

/**
 * True for a host name that DNS could hold: dot-separated labels of letters, digits, hyphens and
 * underscores (international names arrive as punycode from the URL parser), 253 characters at most,
 * a final dot allowed. `..` (what "../../etc/passwd" becomes with a scheme put in front) is not one.
 */
export function isHostName(hostname: string): boolean {
  const name = hostname.endsWith('.') ? hostname.slice(0, -1) : hostname;
  if (name.length === 0 || name.length > 253) return false;
  return name.toLowerCase().split('.').every((label) => HOST_LABEL.test(label));
}

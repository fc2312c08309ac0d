/** What a page's JSON-LD says about the product it sells. */
export interface ProductFacts {
  name: string | null;
  description: string | null;
  /** As written: may be relative. */
  image: string | null;
  price: { amount: string | number; currency: string | null } | null;
}

const PRODUCT_TYPES = new Set(['product', 'productgroup', 'individualproduct', 'productmodel']);
/** Bounds on the walk, so a huge or deeply nested document costs little. */
const MAX_DEPTH = 8;
const MAX_NODES = 2000;

/** The first Product in the page's JSON-LD blocks (top level, in arrays, in `@graph`, or nested). */
export function findProduct(blocks: string[]): ProductFacts | null {
  for (const block of blocks) {
    const data = parseJson(block);
    if (data === undefined) continue;
    const product = firstProduct(data);
    if (product) {
      return {
        name: text(product.name),
        description: text(product.description),
        image: imageOf(product.image),
        price: offerPrice(product.offers, 0),
      };
    }
  }
  return null;
}

function parseJson(block: string): unknown {
  // Some sites still wrap scripts in HTML comments or CDATA markers.
  const cleaned = block
    .trim()
    .replace(/^(?:<!--|\/\/\s*<!\[CDATA\[)/, '')
    .replace(/(?:-->|\/\/\s*\]\]>)$/, '')
    .trim();
  try {
    return JSON.parse(cleaned) as unknown;
  } catch {
    return undefined;
  }
}

type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);

const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined || value === null ? [] : [value]);

function isProduct(node: Node): boolean {
  return asList(node['@type']).some((type) => typeof type === 'string' && PRODUCT_TYPES.has(type.replace(/^.*[/:]/, '').toLowerCase()));
}

/** Breadth first, so a page's main Product wins over one mentioned deep inside another entity. */
function firstProduct(root: unknown): Node | null {
  let level: unknown[] = [root];
  let seen = 0;
  for (let depth = 0; depth < MAX_DEPTH && level.length > 0; depth++) {
    const next: unknown[] = [];
    for (const value of level) {
      if (++seen > MAX_NODES) return null;
      const children = Array.isArray(value) ? value : isNode(value) ? Object.values(value) : [];
      if (isNode(value) && isProduct(value)) return value;
      // One by one: spreading a huge array into push() would overflow the stack.
      for (const child of children) {
        if (typeof child === 'object' && child !== null) next.push(child);
        if (next.length > MAX_NODES) break;
      }
    }
    level = next;
  }
  return null;
}

function text(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() || null;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

/** `image` as a URL string, an ImageObject, or a list of either: the first usable one. */
function imageOf(value: unknown): string | null {
  for (const item of asList(value)) {
    if (typeof item === 'string' && item.trim()) return item.trim();
    if (isNode(item)) {
      const url = text(item.url) ?? text(item.contentUrl);
      if (url) return url;
    }
  }
  return null;
}

/**
 * The price of the first offer that has one: Offer `price`, AggregateOffer `lowPrice`, a
 * `priceSpecification`, or offers nested in an AggregateOffer. Zero is taken to mean "not given".
 */
function offerPrice(offers: unknown, depth: number, inheritedCurrency: string | null = null): ProductFacts['price'] {
  if (depth > 3) return null;
  for (const offer of asList(offers)) {
    if (!isNode(offer)) continue;
    const currency = text(offer.priceCurrency) ?? inheritedCurrency;
    for (const field of ['price', 'lowPrice']) {
      const amount = offer[field];
      if ((typeof amount === 'number' && amount > 0) || (typeof amount === 'string' && /[1-9]/.test(amount))) {
        return { amount, currency };
      }
    }
    const nested = offerPrice(offer.priceSpecification, depth + 1, currency) ?? offerPrice(offer.offers, depth + 1, currency);
    if (nested) return nested;
  }
  return null;
}

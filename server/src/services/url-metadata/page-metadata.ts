import { desireLimits } from '@contract/limits';
import { scanHtml, type MetaTag } from './html-scan';
import { findProduct } from './json-ld';
import { formatPrice, parseAmount } from './price';
import { priceSchema, type Price } from '@contract/gifting';
import { looksLikeBotCheck, robotsForbidPreview } from './restrictions';

/** What a product page says about itself, ready for the create-desire form. */
export interface PageMetadata {
  title: string | null;
  description: string | null;
  /** Absolute http(s) address of the page's picture; the caller fetches and re-hosts it. */
  imageUrl: string | null;
  price: string | null;
  /** The same price as an amount and a currency code, when the page names both (a desire's price). */
  priceValue: Price | null;
  /** The page asks robots not to preview it, or is a bot check instead of the page. */
  restricted: boolean;
}

/**
 * Reads a page's own description of itself: Open Graph first, then Twitter cards, then plain HTML
 * and JSON-LD. `pageUrl` is where the page was finally fetched from (after redirects), against
 * which relative image addresses resolve.
 */
export function readPageMetadata(html: string, pageUrl: URL | string): PageMetadata {
  const page = scanHtml(html);
  const meta = firstValues(page.metas);
  const product = findProduct(page.jsonLd);
  const hasOpenGraph = meta.has('og:title') || meta.has('og:type');

  const restricted =
    robotsForbidPreview(meta.get('robots') ?? '') ||
    robotsForbidPreview(meta.get('googlebot') ?? '') ||
    looksLikeBotCheck(html, page.title, hasOpenGraph);

  const title = pick(meta.get('og:title'), meta.get('twitter:title'), page.title, product?.name);
  const description = pick(meta.get('og:description'), meta.get('twitter:description'), meta.get('description'), product?.description);
  const image = [
    meta.get('og:image:secure_url'),
    meta.get('og:image'),
    meta.get('og:image:url'),
    meta.get('twitter:image'),
    meta.get('twitter:image:src'),
    product?.image,
  ]
    .map((candidate) => resolveHttpUrl(candidate, pageUrl))
    .find((url) => url !== null);

  return {
    title: title === null ? null : capText(title, desireLimits.titleMax),
    description: description === null ? null : capText(description, desireLimits.descriptionMax),
    imageUrl: image ?? null,
    price: priceOf(meta, product?.price ?? null),
    priceValue: priceValueOf(priceCandidates(meta, product?.price ?? null)),
    restricted,
  };
}

/** JSON-LD first (it names the offer's currency), then the Open Graph product tags, then microdata. */
type PriceCandidate = [string | number | undefined, string | undefined | null];

function priceCandidates(meta: Map<string, string>, fromJsonLd: { amount: string | number; currency: string | null } | null): PriceCandidate[] {
  return [
    [fromJsonLd?.amount, fromJsonLd?.currency],
    [meta.get('product:price:amount'), meta.get('product:price:currency')],
    [meta.get('og:price:amount'), meta.get('og:price:currency')],
    [meta.get('price'), meta.get('pricecurrency')],
  ];
}

function priceOf(meta: Map<string, string>, fromJsonLd: { amount: string | number; currency: string | null } | null): string | null {
  for (const [amount, currency] of priceCandidates(meta, fromJsonLd)) {
    if (amount === undefined || amount === '') continue;
    const price = formatPrice(amount, currency ?? null);
    if (price) return price;
  }
  return null;
}

/**
 * The first candidate that is one plain amount with a currency code, as the contract takes a price
 * (rounded to cents, more than 0, at most the limit); null when none is.
 */
function priceValueOf(candidates: PriceCandidate[]): Price | null {
  for (const [amount, currency] of candidates) {
    if (amount === undefined || amount === '' || !currency) continue;
    const value = typeof amount === 'number' ? amount : parseAmount(amount);
    if (value === null) continue;
    const parsed = priceSchema.safeParse({ amount: Math.round(value * 100) / 100, currency });
    if (parsed.success) return parsed.data;
  }
  return null;
}

/** The first non-empty content per key: pages often repeat og:image, and the first is the main one. */
function firstValues(metas: MetaTag[]): Map<string, string> {
  const values = new Map<string, string>();
  for (const { key, content } of metas) {
    if (!values.has(key) && content.trim() !== '') values.set(key, content);
  }
  return values;
}

/** The first candidate that still has text once whitespace is collapsed. */
function pick(...candidates: (string | null | undefined)[]): string | null {
  for (const candidate of candidates) {
    const text = candidate ? cleanText(candidate) : '';
    if (text) return text;
  }
  return null;
}

/** Collapses runs of whitespace (line breaks, tabs, non-breaking spaces) into single spaces. */
export function cleanText(text: string): string {
  return text.replace(/[\s\u00a0]+/g, ' ').trim();
}

/**
 * At most `max` characters, ending with an ellipsis when cut; the cut goes back to the last space
 * when one is near enough, so words stay whole.
 */
export function capText(text: string, max: number): string {
  if (text.length <= max) return text;
  let cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  if (space >= max * 0.6) cut = cut.slice(0, space);
  // Never leave half of a surrogate pair (an emoji) at the end.
  const last = cut.charCodeAt(cut.length - 1);
  if (last >= 0xd800 && last <= 0xdbff) cut = cut.slice(0, -1);
  let end = cut.length;
  while (end > 0 && ' ,.;:-\u2013\u2014'.includes(cut.charAt(end - 1))) end--;
  return `${cut.slice(0, end)}\u2026`;
}

/** An absolute http(s) address for `value` as found on the page at `base`; null for anything else. */
export function resolveHttpUrl(value: string | null | undefined, base: URL | string): string | null {
  const trimmed = value?.trim();
  if (!trimmed) return null;
  try {
    const url = new URL(trimmed, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

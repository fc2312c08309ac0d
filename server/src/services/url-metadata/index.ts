import path from 'node:path';
import type { UrlMetadata } from '@contract/url-metadata';
import { MB, desireLimits, uploadLimits } from '@contract/limits';
import { HttpError } from '../../lib/http-error';
import { detectImageFormat } from '../../lib/image-format';
import { uploadUrl, type ImageStore } from '../uploads';
import { decodeHtml } from './charset';
import { capText, cleanText, readPageMetadata } from './page-metadata';
import { RESTRICTED_MESSAGE, responseRestricts } from './restrictions';
import { FetchRefusal, checkTarget, safeFetch, type FetchedResponse, type Resolver } from './safe-fetch';

/** The whole import (every hop, headers and bodies, the picture too) ends by then. */
export const IMPORT_TIMEOUT_MS = 5000;
export const PAGE_MAX_BYTES = 2 * MB;
/** The desire cover's own limit. */
export const IMAGE_MAX_BYTES = uploadLimits.imageMaxBytes;

const PAGE_ACCEPT = 'text/html,application/xhtml+xml,image/*;q=0.8';
const IMAGE_ACCEPT = 'image/avif,image/webp,image/png,image/jpeg,image/gif;q=0.9,image/*;q=0.8';

export interface UrlImportDeps {
  images: ImageStore;
  /** Test-only loopback `host:port` pairs (config `urlImport.testAllow`). */
  allow: readonly string[];
  /** Test-only certificate authority (config `urlImport.testCa`). */
  testCa?: string;
  /** DNS for every hop; the system's when absent. */
  resolve?: Resolver;
}

/**
 * POST /api/fetch-url-metadata: reads the page at `text` into the create-desire form's fields. The
 * page's picture is fetched under the same rules and stored as the member's own upload, so the app
 * only ever shows images it serves. A site that refuses previews gets `isRestricted` and the spec's
 * message, not an error: the member fills the form by hand.
 */
export async function importUrlMetadata(deps: UrlImportDeps, userId: string, text: string): Promise<UrlMetadata> {
  const url = parseImportUrl(text, deps.allow);
  const signal = AbortSignal.timeout(IMPORT_TIMEOUT_MS);
  const page = await safeFetch(url, {
    allow: deps.allow,
    testCa: deps.testCa,
    resolve: deps.resolve,
    signal,
    accept: PAGE_ACCEPT,
    bodyLimit: (status, type) => (!isSuccess(status) ? 0 : declaredImage(type) ? IMAGE_MAX_BYTES : PAGE_MAX_BYTES),
  });

  if (responseRestricts(page.status, page.headers)) return restrictedAnswer();
  if (!isSuccess(page.status)) throw new HttpError(502, `That page answered with an error (HTTP ${page.status})`);

  if (mayBeImage(page.contentType) && detectImageFormat(page.body)) {
    // The address is the picture itself: keep it as the cover, named after the file.
    const image = await storeImage(deps, userId, page);
    if (!image) throw notReadable();
    return { ...emptyAnswer(), title: titleFromFileName(page.url), image };
  }
  if (!isHtml(page.contentType)) throw notReadable();

  const metadata = readPageMetadata(decodeHtml(page.body, page.contentType), page.url);
  if (metadata.restricted) return restrictedAnswer();
  const image = metadata.imageUrl ? await importImage(deps, userId, metadata.imageUrl, signal) : null;
  return {
    title: metadata.title,
    description: metadata.description,
    image,
    price: metadata.price,
    priceValue: metadata.priceValue,
    isRestricted: false,
    message: null,
  };
}

/**
 * The member's text as an address. Without a scheme ("shop.example/item") it means https, as in a
 * browser's address bar; "host:8080" is a host and port, not a scheme.
 */
export function parseImportUrl(text: string, allow: readonly string[] = []): URL {
  const trimmed = text.trim();
  const candidate = /^[a-z][a-z0-9+.-]*:(?!\d)/i.test(trimmed) ? trimmed : `https://${trimmed}`;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch (error) {
    throw new FetchRefusal('invalid-url', trimmed, error);
  }
  checkTarget(url, allow);
  return url;
}

/** The page's picture as the member's upload; null whenever it cannot be had (never fails the import). */
async function importImage(deps: UrlImportDeps, userId: string, address: string, signal: AbortSignal): Promise<string | null> {
  try {
    const fetched = await safeFetch(new URL(address), {
      allow: deps.allow,
      testCa: deps.testCa,
      resolve: deps.resolve,
      signal,
      accept: IMAGE_ACCEPT,
      bodyLimit: (status, type) => (isSuccess(status) && mayBeImage(type) ? IMAGE_MAX_BYTES : 0),
    });
    if (!isSuccess(fetched.status) || fetched.body.length === 0) return null;
    return await storeImage(deps, userId, fetched);
  } catch (error) {
    // Refused, unreachable, too big, too slow or not an image: the form simply has no cover then.
    if (error instanceof HttpError) return null;
    throw error;
  }
}

async function storeImage(deps: UrlImportDeps, userId: string, fetched: FetchedResponse): Promise<string | null> {
  try {
    const row = await deps.images.store({
      userId,
      bytes: fetched.body,
      originalName: fileName(fetched.url) || 'imported-image',
      uploadType: 'cover',
      maxBytes: IMAGE_MAX_BYTES,
    });
    return uploadUrl(row);
  } catch (error) {
    if (error instanceof HttpError) return null;
    throw error;
  }
}

function fileName(url: URL): string {
  try {
    return path.posix.basename(decodeURIComponent(url.pathname));
  } catch {
    return path.posix.basename(url.pathname);
  }
}

/** "summer-hat_blue.jpg" reads "summer hat blue". */
function titleFromFileName(url: URL): string | null {
  const words = cleanText(fileName(url).replace(/\.[a-z0-9]{1,5}$/i, '').replace(/[-_+]/g, ' '));
  return words ? capText(words, desireLimits.titleMax) : null;
}

const isSuccess = (status: number) => status >= 200 && status < 300;

const mediaType = (contentType: string) => contentType.split(';')[0]?.trim() ?? '';

/** Declared as an image, or as bytes of some kind (some image hosts say no more). */
const declaredImage = (contentType: string) => {
  const type = mediaType(contentType);
  return type.startsWith('image/') || type === 'application/octet-stream';
};

/** Declared as an image, or as nothing at all: the bytes decide (the upload store checks them again). */
const mayBeImage = (contentType: string) => declaredImage(contentType) || mediaType(contentType) === '';

/** HTML, or a page whose server did not say what it is. */
const isHtml = (contentType: string) => {
  const type = mediaType(contentType);
  return type === 'text/html' || type === 'application/xhtml+xml' || type === '';
};

const notReadable = () => new HttpError(422, 'That address is not a web page or an image we can read');

function emptyAnswer(): UrlMetadata {
  return { title: null, description: null, image: null, price: null, priceValue: null, isRestricted: false, message: null };
}

function restrictedAnswer(): UrlMetadata {
  return { ...emptyAnswer(), isRestricted: true, message: RESTRICTED_MESSAGE };
}

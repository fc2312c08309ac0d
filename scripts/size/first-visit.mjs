/* global window -- the init script runs in the page */
// What a real first visit downloads: each page opened in a fresh Chromium context (an empty cache)
// against the built app and server, every response recorded until the page is idle (3 s without a
// request after load), and the bytes of the page (HTML, with the stylesheet written into it), JavaScript and CSS as they came over the wire (brotli or gzip,
// as Chromium and the server agree; a small file may come uncompressed) summed, file by file. What the page loads on demand after its first paint
// (the trending column, the toaster, the live handler) counts; the service worker's precache, which
// downloads in the background after load for offline use, is not the page's and is not counted.
import { chromium } from '@playwright/test';
import { CHROME_FLAGS } from '../lighthouse/audit.mjs';

/** A page is idle when nothing was asked or answered for this long after load. */
export const IDLE_MS = 3000;
/** A page that never goes idle (a poll every second) is measured at this point. */
const LONGEST_MS = 30_000;

/** A phone and a desktop window: the desktop layout loads the columns a phone leaves out. */
export const VIEWPORTS = [
  { name: 'phone', options: { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true } },
  { name: 'desktop', options: { viewport: { width: 1280, height: 800 } } },
];

/**
 * JavaScript, CSS or a page, by what the server says it sent. The page counts: the server writes the
 * stylesheet and the first paint into it.
 */
export function kindOf(contentType) {
  if (/javascript|ecmascript/i.test(contentType)) return 'js';
  if (/text\/css/i.test(contentType)) return 'css';
  if (/text\/html/i.test(contentType)) return 'html';
  return null;
}

/** The files of one visit, largest first, and their sum: `responses` as {url, contentType, encodedBytes, encoding}. */
export function summariseVisit(responses) {
  const files = responses
    .map((r) => ({ ...r, kind: kindOf(r.contentType) }))
    .filter((r) => r.kind !== null)
    .sort((a, b) => b.encodedBytes - a.encodedBytes);
  return { files, totalBytes: files.reduce((sum, f) => sum + f.encodedBytes, 0) };
}

export async function launchBrowser() {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROME_FLAGS.filter((flag) => !flag.startsWith('--headless')) });
}

/** Opens `url` in a fresh context (with `token` as the signed-in member's, if given) and records it until idle. */
export async function recordVisit(browser, url, { token, contextOptions = {} } = {}) {
  const context = await browser.newContext({ ...contextOptions, serviceWorkers: 'block' });
  try {
    if (token) await context.addInitScript((value) => window.localStorage.setItem('social_exp_token', value), token);
    const page = await context.newPage();
    const responses = [];
    const pending = new Set();
    let lastActivity = Date.now();
    page.on('request', (request) => {
      pending.add(request);
      lastActivity = Date.now();
    });
    const settle = async (request, failed) => {
      pending.delete(request);
      lastActivity = Date.now();
      if (failed) return;
      const response = await request.response();
      if (!response) return;
      const sizes = await request.sizes();
      const headers = await response.allHeaders();
      responses.push({ url: request.url(), contentType: headers['content-type'] ?? '', encoding: headers['content-encoding'] ?? 'identity', encodedBytes: sizes.responseBodySize });
    };
    const settled = [];
    page.on('requestfinished', (request) => settled.push(settle(request, false)));
    page.on('requestfailed', (request) => settled.push(settle(request, true)));
    const started = Date.now();
    await page.goto(url, { waitUntil: 'load' });
    while (Date.now() - started < LONGEST_MS && (pending.size > 0 || Date.now() - lastActivity < IDLE_MS)) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await Promise.all(settled);
    const finalPath = new URL(page.url()).pathname;
    return { finalPath, ...summariseVisit(responses) };
  } finally {
    await context.close();
  }
}

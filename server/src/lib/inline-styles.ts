import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Past this a stylesheet stays a file: every page would carry it. */
const MAX_INLINE_BYTES = 120_000;

/**
 * The built page with its stylesheets written into it. A linked stylesheet holds the first paint
 * until it arrives, and it arrives in the same burst as the scripts; written into the page, the
 * server's first paint shows as soon as the HTML is in. Done once, when the server starts. A sheet
 * that could not be moved as it is (relative url()s, a closing style tag in its text, too big) stays
 * linked.
 */
export function inlineStylesheets(template: string, dir: string): string {
  return template.replace(/<link rel="stylesheet"[^>]*?href="\/(assets\/[^"]+\.css)"[^>]*>/g, (tag, file: string) => {
    const full = path.join(dir, file);
    if (!existsSync(full)) return tag;
    const css = readFileSync(full, 'utf8');
    const relativeUrl = /url\(\s*(?!['"]?(?:\/|data:|#|https?:))/i.test(css);
    if (css.length > MAX_INLINE_BYTES || relativeUrl || /<\/style/i.test(css)) return tag;
    // The disabled link is never fetched; it tells Vite's loader, which looks for the sheet among the
    // page's links before a lazy chunk that names it runs, that the page has it already. Without it
    // the sheet would be fetched and applied a second time, restyling the whole page mid-start.
    return `<style>${css}</style><link rel="stylesheet" href="/${file}" disabled>`;
  });
}

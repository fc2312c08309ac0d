import type { IncomingHttpHeaders } from 'node:http';

/** The spec's words for a site that refuses previews. */
export const RESTRICTED_MESSAGE = 'This website prevents automatic previews. You can manually enter the details below.';

/**
 * Statuses with which sites turn robots away: authentication walls, bot blocks, rate limits and
 * the "503 while we check your browser" of bot-protection services.
 */
const RESTRICTED_STATUSES = new Set([401, 403, 429, 503]);

/** Robots directives that ask not to show the page elsewhere; a preview is such a showing. */
const NO_PREVIEW_DIRECTIVES = new Set(['noindex', 'none', 'nosnippet']);

/** Robots we heed as addressed to us: every robot, Google's (sites write rules for it), and ours. */
const OUR_AGENTS = new Set(['googlebot', 'wishwellbot', '*']);

/** Whether the answer's status or headers say the site refuses automatic previews. */
export function responseRestricts(status: number, headers: IncomingHttpHeaders): boolean {
  if (RESTRICTED_STATUSES.has(status)) return true;
  // Cloudflare marks its challenge pages this way, whatever their status.
  if (String(headers['cf-mitigated'] ?? '').toLowerCase() === 'challenge') return true;
  const robots = headers['x-robots-tag'];
  return robots !== undefined && robotsHeaderForbidsPreview(Array.isArray(robots) ? robots.join(', ') : robots);
}

/** The `content` of `<meta name="robots">` or `<meta name="googlebot">`: "noindex, nofollow". */
export function robotsForbidPreview(content: string): boolean {
  return content
    .toLowerCase()
    .split(/[\s,]+/)
    .some((directive) => NO_PREVIEW_DIRECTIVES.has(directive));
}

/**
 * An X-Robots-Tag value. Directives may be scoped to a robot ("otherbot: noindex, nofollow"); a
 * scope lasts until the next one, and directives before any scope are for every robot.
 */
export function robotsHeaderForbidsPreview(value: string): boolean {
  let forUs = true;
  for (const part of value.toLowerCase().split(',')) {
    let directive = part.trim();
    const colon = directive.indexOf(':');
    if (colon > 0) {
      const agent = directive.slice(0, colon).trim();
      // "unavailable_after: <date>" is a directive with a value, not a robot's name.
      if (agent !== 'unavailable_after' && agent !== 'max-snippet' && agent !== 'max-image-preview' && agent !== 'max-video-preview') {
        forUs = OUR_AGENTS.has(agent);
        directive = directive.slice(colon + 1).trim();
      }
    }
    if (forUs && robotsForbidPreview(directive)) return true;
  }
  return false;
}

/** Titles of the pages bot-protection services show instead of the page. */
const BOT_CHECK_TITLES = [
  'just a moment...',
  'attention required! | cloudflare',
  'access denied',
  'robot check',
  'are you a robot?',
  'pardon our interruption',
  'please verify you are a human',
  'human verification',
  'security check',
  'captcha',
  'ddos-guard',
  'one more step',
];

/** Markers found only on challenge pages (Cloudflare, DataDome, PerimeterX). */
const BOT_CHECK_MARKERS = ['_cf_chl_opt', 'cf-browser-verification', 'captcha-delivery.com', 'px-captcha'];

/**
 * Whether the page is a bot check rather than the page asked for. A page that describes itself
 * with Open Graph is a real page, whatever scripts it carries.
 */
export function looksLikeBotCheck(html: string, title: string | null, hasOpenGraph: boolean): boolean {
  if (hasOpenGraph) return false;
  const normal = (title ?? '').replace(/\s+/g, ' ').trim().toLowerCase();
  if (normal && BOT_CHECK_TITLES.some((t) => normal === t || normal.startsWith(`${t} `))) return true;
  return BOT_CHECK_MARKERS.some((marker) => html.includes(marker));
}

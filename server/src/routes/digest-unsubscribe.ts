import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import type { Database } from '../db/client';
import { escapeHtml } from '../lib/page-html';
import { sendHtml } from '../lib/send-html';
import { stopDigests } from '../services/digest/queue';
import { getSettings, languageSettings } from '../services/settings';
import { UNSUBSCRIBE_LINK_MS, unsubscribeKey, validUnsubscribeLink } from '../services/digest/unsubscribe';
import { APP_NAME } from '../services/push/payloads';
import { memberLanguage, textsFor, type Speaker } from '../services/texts';
import { paths } from '@contract/pages/paths';
import { directionOf, LANGUAGE_COOKIE, pageLanguage, SOURCE_LANGUAGE } from '@contract/languages';

const ID_SHAPE = /^[\w-]{1,64}$/;
const ISSUED_SHAPE = /^\d{1,12}$/;
const TOKEN_SHAPE = /^[\w-]{1,128}$/;

/**
 * /api/email/unsubscribe?member=&issued=&token=: the link of every digest, which works without
 * signing in, for 60 days and until the member's address, password or digest switch changes.
 * GET shows a page with one button (mail scanners open links; opening one must change nothing);
 * POST, from that button or from a mail client's one-click unsubscribe (RFC 8058, a form body of
 * `List-Unsubscribe=One-Click`), switches the member's digests off. A browser (which asks for HTML)
 * gets pages; anything else gets JSON `{ message }` as from every other /api address. The pages speak
 * the member's language when the link is theirs, else the reader's (services/texts).
 */
export const digestUnsubscribeRoutes: FastifyPluginAsync<{ db: Database; appUrl: string }> = async (app, { db, appUrl }) => {
  const key = await unsubscribeKey(db);
  // RFC 8058 allows either form encoding (multipart is the uploads' parser's already); what the body
  // says does not matter, the link does.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => done(null, body));

  const memberOf = async (request: FastifyRequest): Promise<string | null> => {
    const { member, issued, token } = request.query as { member?: unknown; issued?: unknown; token?: unknown };
    if (typeof member !== 'string' || typeof issued !== 'string' || typeof token !== 'string') return null;
    if (!ID_SHAPE.test(member) || !ISSUED_SHAPE.test(issued) || !TOKEN_SHAPE.test(token)) return null;
    return (await validUnsubscribeLink(db, key, { member, issued: Number(issued), token })) ? member : null;
  };
  const settingsUrl = escapeHtml(`${appUrl}${paths.settings}`);
  /** `sentence` escaped, with the link to Settings where it names it. */
  const withSettings = (t: Speaker, sentence: (settings: string) => string) =>
    escapeHtml(sentence(SLOT)).replace(SLOT, `<a href="${settingsUrl}">${escapeHtml(t.settings)}</a>`);
  // A valid link speaks as the mail it came in did; any other, as the app's pages do.
  const linkLanguage = async (member: string) => {
    const { choice, browser } = await languageSettings(db, member);
    return memberLanguage(choice, browser);
  };
  const requestLanguage = (request: FastifyRequest) =>
    pageLanguage(fastifyCookie.parse(request.headers.cookie ?? '')[LANGUAGE_COOKIE], request.headers['accept-language']);

  const invalid = (request: FastifyRequest, reply: FastifyReply) =>
    answer(request, reply.status(400), ENGLISH.invalidLinkTitle, () => {
      const t = textsFor(requestLanguage(request));
      const days = t.plural(UNSUBSCRIBE_LINK_MS / DAY_MS, t.days);
      return page(t, t.invalidLinkTitle, `<p>${withSettings(t, (settings) => t.invalidLink(days, settings))}</p>`);
    });

  const unsubscribed = (request: FastifyRequest, reply: FastifyReply, member: string) =>
    answer(request, reply, ENGLISH.unsubscribedTitle, async () => {
      const t = textsFor(await linkLanguage(member));
      return page(t, t.unsubscribedTitle, `<p>${withSettings(t, t.unsubscribed)}</p>`);
    });

  app.get('/unsubscribe', {
    onRequest: [app.limits.unsubscribe.ip],
    handler: async (request, reply) => {
      const member = await memberOf(request);
      if (!member) return invalid(request, reply);
      // Digests already off (this link's button was pressed, then Back): the page says so, with no button.
      if (!(await getSettings(db, member)).emailDigest) return unsubscribed(request, reply, member);
      return answer(request, reply, ENGLISH.stopDigestsTitle, async () => {
        const t = textsFor(await linkLanguage(member));
        return page(
          t,
          t.stopDigestsTitle,
          `<p>${escapeHtml(t.stopDigests(APP_NAME))}</p>
<form method="post"><button type="submit" style="background:#5646e8;color:#fff;border:0;border-radius:10px;padding:12px 20px;font:inherit;font-weight:600;cursor:pointer">${escapeHtml(t.unsubscribeButton)}</button></form>`,
        );
      });
    },
  });

  app.post('/unsubscribe', {
    onRequest: [app.limits.unsubscribe.ip],
    preHandler: app.invalidatesOnly(() => []),
    handler: async (request, reply) => {
      const member = await memberOf(request);
      if (!member) return invalid(request, reply);
      await stopDigests(db, member);
      // A browser is sent to the link's page (post, redirect, get): reloading it sends nothing again,
      // and Back finds the page that says it is done. A mail client's one click gets its answer here.
      if (wantsPage(request)) return reply.redirect(request.url, 303);
      return unsubscribed(request, reply, member);
    },
  });
};

/** The API's words: English, as every /api answer's (the app translates the ones it knows). */
const ENGLISH = textsFor(SOURCE_LANGUAGE);
const DAY_MS = 24 * 60 * 60_000;
/** Where a sentence names Settings, before the link goes in: a character no text holds. */
const SLOT = '\uE000';

const wantsPage = (request: FastifyRequest) => /\btext\/html\b/.test(String(request.headers.accept ?? ''));

/**
 * A page for a browser; `{ message }` for anything else. Never kept, not even for Back: the page says
 * what the link can still do, which changes when it is used.
 */
async function answer(request: FastifyRequest, reply: FastifyReply, message: string, html: () => string | Promise<string>) {
  if (!wantsPage(request)) return reply.send({ message });
  return sendHtml(request, reply, await html(), { cacheControl: 'no-store' });
}

/** `body` is HTML; the page says its language and direction. */
function page(t: Speaker, title: string, body: string): string {
  return `<!doctype html>
<html lang="${t.language}" dir="${directionOf(t.language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} · ${APP_NAME}</title><style>a{color:#5646e8}</style></head>
<body style="margin:0;padding:0 16px;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;background:#f6f5fb;color:#1f1d2b">
<main style="max-width:32rem;margin:10vh auto;padding:24px;background:#fff;border-radius:16px;line-height:1.5">
<p style="margin:0 0 12px;font-weight:700;color:#5646e8">${APP_NAME}</p>
<h1 style="margin:0 0 8px;font-size:1.4rem">${escapeHtml(title)}</h1>
${body}
</main></body></html>`;
}

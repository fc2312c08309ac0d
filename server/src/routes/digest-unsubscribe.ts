import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { escapeHtml } from '../lib/page-html';
import { sendHtml } from '../lib/send-html';
import { stopDigests } from '../services/digest/queue';
import { getSettings } from '../services/settings';
import { unsubscribeKey, validUnsubscribeLink } from '../services/digest/unsubscribe';
import { APP_NAME } from '../services/push/payloads';
import { paths } from '@contract/pages/paths';

const ID_SHAPE = /^[\w-]{1,64}$/;
const ISSUED_SHAPE = /^\d{1,12}$/;
const TOKEN_SHAPE = /^[\w-]{1,128}$/;

/**
 * /api/email/unsubscribe?member=&issued=&token=: the link of every digest, which works without
 * signing in, for 60 days and until the member's address, password or digest switch changes.
 * GET shows a page with one button (mail scanners open links; opening one must change nothing);
 * POST, from that button or from a mail client's one-click unsubscribe (RFC 8058, a form body of
 * `List-Unsubscribe=One-Click`), switches the member's digests off. A browser (which asks for HTML)
 * gets pages; anything else gets JSON `{ message }` as from every other /api address.
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
  const settingsLink = `<a href="${escapeHtml(`${appUrl}${paths.settings}`)}">Settings</a>`;
  const invalid = (request: FastifyRequest, reply: FastifyReply) =>
    answer(
      request,
      reply.status(400),
      INVALID_LINK,
      `<p>A link works for 60 days, until your password changes or you switch digests on again. Open the link of your latest digest, whole, or switch email digests off in ${settingsLink}.</p>`,
    );

  const unsubscribed = (request: FastifyRequest, reply: FastifyReply) =>
    answer(request, reply, UNSUBSCRIBED, `<p>No more email digests will come. You can switch them on again in ${settingsLink}.</p>`);

  app.get('/unsubscribe', {
    onRequest: [app.limits.unsubscribe.ip],
    handler: async (request, reply) => {
      const member = await memberOf(request);
      if (!member) return invalid(request, reply);
      // Digests already off (this link's button was pressed, then Back): the page says so, with no button.
      if (!(await getSettings(db, member)).emailDigest) return unsubscribed(request, reply);
      return answer(
        request,
        reply,
        'Stop email digests?',
        `<p>You will get no more mails of what waits for you on ${APP_NAME}. Notifications in the app do not change.</p>
<form method="post"><button type="submit" style="background:#5646e8;color:#fff;border:0;border-radius:10px;padding:12px 20px;font:inherit;font-weight:600;cursor:pointer">Unsubscribe</button></form>`,
      );
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
      return unsubscribed(request, reply);
    },
  });
};

const INVALID_LINK = 'This link is not valid';
const UNSUBSCRIBED = 'You are unsubscribed';

const wantsPage = (request: FastifyRequest) => /\btext\/html\b/.test(String(request.headers.accept ?? ''));

/**
 * A page with `title` and `body` for a browser; `{ message: title }` for anything else. Never kept,
 * not even for Back: the page says what the link can still do, which changes when it is used.
 */
function answer(request: FastifyRequest, reply: FastifyReply, title: string, body: string) {
  if (!wantsPage(request)) return reply.send({ message: title });
  return sendHtml(request, reply, page(title, body), { cacheControl: 'no-store' });
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} · ${APP_NAME}</title><style>a{color:#5646e8}</style></head>
<body style="margin:0;padding:0 16px;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;background:#f6f5fb;color:#1f1d2b">
<main style="max-width:32rem;margin:10vh auto;padding:24px;background:#fff;border-radius:16px;line-height:1.5">
<p style="margin:0 0 12px;font-weight:700;color:#5646e8">${APP_NAME}</p>
<h1 style="margin:0 0 8px;font-size:1.4rem">${escapeHtml(title)}</h1>
${body}
</main></body></html>`;
}

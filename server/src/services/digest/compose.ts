import { directionOf } from '@contract/languages';
import { paths } from '@contract/pages/paths';
import { escapeHtml } from '../../lib/page-html';
import type { MailMessage } from '../mail';
import { APP_NAME, noticeUrl } from '../push/payloads';
import type { DigestContent } from './collect';
import { ISOLATE_END, ISOLATE_START, noticeWords, textsFor } from '../texts';
import { memberText } from './member-text';

/** The app's colours (src/index.css): its primary and the ends of its brand gradient. */
const COLOURS = { primary: '#5646e8', from: '#6d5efc', to: '#ec4899', text: '#1f1d2b', muted: '#6b6880', line: '#e7e5f0', page: '#f6f5fb' };

export interface DigestMailInput {
  content: DigestContent;
  /** PUBLIC_URL: the links open the app there. */
  appUrl: string;
  /** The one-click link (RFC 8058), signed for this member. */
  unsubscribeUrl: string;
}

/**
 * A digest: the newest unread notices by their words (each linking to its screen), the unread chats
 * by sender and count (no message text: a chat stays between its two members), plain text and HTML.
 * The subject holds only counts and the app's name: it shows in lists and on lock screens. A notice's
 * words and a member's name are member text (member-text.ts): each notice is quoted on a line of its
 * own that starts with "> " (in HTML, a quote block), a sender's name stands in quotation marks after
 * "from", and neither can make a line of the mail's own nor a link. It speaks the member's language
 * (content.language; services/texts), right to left in Arabic, where what members wrote is isolated
 * from the sentence around it (Speaker.member; in HTML, `<bdi>`).
 */
export function digestMail({ content, appUrl, unsubscribeUrl }: DigestMailInput): MailMessage {
  const t = textsFor(content.language);
  const dir = directionOf(content.language);
  // The side a quote's bar stands on: where the lines start.
  const start = dir === 'rtl' ? 'right' : 'left';
  const messageCount = content.chats.reduce((sum, chat) => sum + chat.count, 0);
  const counts = [
    content.noticeCount > 0 ? t.plural(content.noticeCount, t.newNotifications) : '',
    messageCount > 0 ? t.plural(messageCount, t.unreadMessages) : '',
  ].filter(Boolean);
  const subject = t.digestSubject(counts, APP_NAME);
  const name = t.member(memberText(content.fullName));
  const notices = content.notices.map((notice) => ({
    // Each piece a member wrote made one line, then the offer's own break before its message.
    text: notice.parts ? noticeWords(notice.parts, content.language, memberText).replaceAll('\n', ' ') : memberText(notice.message),
    url: `${appUrl}${noticeUrl(notice)}`,
  }));
  const moreNotices = content.noticeCount - content.notices.length;
  const more = moreNotices > 0 ? t.plural(moreNotices, t.moreNotices) : '';
  const chats = content.chats.map((chat) => ({
    count: t.plural(chat.count, t.newMessages),
    from: t.quoted(t.member(memberText(chat.from))),
    url: `${appUrl}${paths.chat(chat.chatId)}`,
  }));
  const settingsUrl = `${appUrl}${paths.settings}`;
  const why = t.why(APP_NAME);
  const noticesHeading = t.notificationsHeading(t.number(content.noticeCount));
  const messagesHeading = t.messagesHeading(t.number(messageCount));

  const text = [
    t.greeting(name),
    '',
    t.waiting(APP_NAME),
    ...(notices.length > 0 ? ['', noticesHeading, ...notices.map((n) => `> ${n.text}\n  ${n.url}`)] : []),
    ...(more ? [`- ${more}: ${appUrl}${paths.notifications}`] : []),
    ...(chats.length > 0 ? ['', messagesHeading, ...chats.map((c) => `- ${t.chatFrom(c.count, c.from)}\n  ${c.url}`)] : []),
    '',
    `${t.open(APP_NAME)}: ${appUrl}${paths.notifications}`,
    '',
    '--',
    why,
    t.unsubscribeLine(unsubscribeUrl),
    t.settingsLine(settingsUrl),
  ].join('\n');

  // Escaped, and the isolates as HTML marks them.
  const inHtml = (text: string) => escapeHtml(text).replaceAll(ISOLATE_START, '<bdi>').replaceAll(ISOLATE_END, '</bdi>');
  const row = (cell: string) => `<tr><td style="padding:10px 0;border-bottom:1px solid ${COLOURS.line}">${cell}</td></tr>`;
  // The member's words in a quote block, and the link to their screen apart from them, in our words.
  const noticeRow = (notice: { text: string; url: string }) =>
    row(
      `<blockquote style="margin:0 0 6px;padding:2px 0;padding-${start}:12px;border-${start}:3px solid ${COLOURS.from};color:${COLOURS.text}">${inHtml(notice.text)}</blockquote>` +
        `<a href="${escapeHtml(notice.url)}" style="color:${COLOURS.primary};font-size:13px;text-decoration:none">${escapeHtml(t.openIn(APP_NAME))}</a>`,
    );
  const chatRow = (chat: { count: string; from: string; url: string }) =>
    row(t.chatFrom(`<a href="${escapeHtml(chat.url)}" style="color:${COLOURS.text};text-decoration:none">${escapeHtml(chat.count)}</a>`, inHtml(chat.from)));
  const section = (title: string, rows: string[], more = '') =>
    rows.length === 0
      ? ''
      : `<h2 style="margin:24px 0 4px;font-size:15px;color:${COLOURS.muted};font-weight:600">${escapeHtml(title)}</h2>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0">${rows.join('')}</table>${more}`;
  const moreLink =
    more ? `<p style="margin:8px 0 0"><a href="${escapeHtml(`${appUrl}${paths.notifications}`)}" style="color:${COLOURS.primary}">${escapeHtml(more)}</a></p>` : '';

  const html = `<!doctype html>
<html lang="${content.language}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:${COLOURS.page};font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:${COLOURS.text}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${COLOURS.page}"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:16px;overflow:hidden">
<tr><td style="background:${COLOURS.primary};background-image:linear-gradient(135deg,${COLOURS.from},${COLOURS.to});padding:20px 24px;color:#ffffff;font-size:20px;font-weight:700">${APP_NAME}</td></tr>
<tr><td style="padding:24px">
<p style="margin:0 0 4px;font-size:16px">${inHtml(t.greeting(name))}</p>
<p style="margin:0;color:${COLOURS.muted}">${escapeHtml(t.waiting(APP_NAME))}</p>
${section(noticesHeading, notices.map(noticeRow), moreLink)}
${section(messagesHeading, chats.map(chatRow))}
<p style="margin:28px 0 0"><a href="${escapeHtml(`${appUrl}${paths.notifications}`)}" style="display:inline-block;background:${COLOURS.primary};color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:10px;font-weight:600">${escapeHtml(t.open(APP_NAME))}</a></p>
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid ${COLOURS.line};font-size:12px;color:${COLOURS.muted}">
${escapeHtml(why)}<br>
<a href="${escapeHtml(unsubscribeUrl)}" style="color:${COLOURS.muted}">${escapeHtml(t.unsubscribe)}</a> · <a href="${escapeHtml(settingsUrl)}" style="color:${COLOURS.muted}">${escapeHtml(t.settings)}</a>
</td></tr>
</table></td></tr></table>
</body></html>`;

  return {
    to: content.email,
    subject,
    text,
    html,
    headers: {
      // RFC 2369 and RFC 8058: mail clients show an unsubscribe button that posts to the link.
      'List-Unsubscribe': `<${unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

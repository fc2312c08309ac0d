/**
 * What a reader receives of another member, Maya, through every path the server has, for each way the
 * two may stand apart: the visibility table (visibility-matrix.ts) turned to a member's things inside
 * everything else (others' desires, lists, counts, live events, digests, pushes). The server tests walk
 * every row for every way apart (tests/server/visibility/apart.test.ts), and every GET route and live
 * event type is either a row here or named in NOT_ABOUT_OTHERS with the reason (paths.test.ts), so a
 * path added later is walked too.
 */

export const WAYS_APART = ['none', 'blocked', 'blocking', 'muting', 'adminBlocked', 'commentHidden'] as const;
/**
 * none: nothing between them; blocked: Maya blocked the reader; blocking: the reader blocked Maya;
 * muting: the reader muted Maya; adminBlocked: an admin blocked Maya's account; commentHidden: an
 * operator hid Maya's comments (on a third member's desire and on the reader's).
 */
export type WayApart = (typeof WAYS_APART)[number];

/**
 * her+words: Maya (her name, id or things) and the words of the comments an operator hides;
 * her: Maya, not those words; nothing: nothing of hers; n/a: she cannot act after they came apart
 * (her account is blocked), so the path has nothing of hers to carry either way.
 */
export type Seen = 'her+words' | 'her' | 'nothing' | 'n/a';

type Cells = Record<WayApart, Seen>;

/** Her reactions and offers on a third member's desire: a block takes them out, a mute does not. */
const onOthers: Cells = { none: 'her', blocked: 'nothing', blocking: 'nothing', muting: 'her', adminBlocked: 'nothing', commentHidden: 'her' };
/** Her among who reacted: a list that names her, so a mute takes her out as it does her comments. */
const reactors: Cells = { ...onOthers, muting: 'nothing' };
/** She is listed or found (a member list, search, her profile's details, her shared category, her chat). */
const listed: Cells = onOthers;
/** What she posts or does that a mute silences too. */
const herOwn: Cells = { none: 'her', blocked: 'nothing', blocking: 'nothing', muting: 'nothing', adminBlocked: 'nothing', commentHidden: 'her' };
/** Her comments: the ones an operator hid are gone as well. */
const herComments: Cells = { ...herOwn, none: 'her+words', commentHidden: 'nothing' };
/** Notices of her acts, one of which quotes a comment an operator hid. */
const herNotices: Cells = { ...herOwn, none: 'her+words', commentHidden: 'her' };
/** The same, done after they came apart: she cannot act once an admin blocked her. */
const live = (cells: Cells): Cells => ({ ...cells, adminBlocked: 'n/a' });

export interface PathRow {
  /** The route as the OpenAPI document names it, `live <event type>`, `digest ...` or `push ...`. */
  path: string;
  /** What of hers it would carry. */
  carries: string;
  cells: Cells;
}

export const PATHS: PathRow[] = [
  { path: 'GET /api/desires/{id}', carries: 'her reaction and offer on a third member’s desire', cells: onOthers },
  { path: 'GET /api/desires/public', carries: 'her reaction and offer on a third member’s desire, her own desires', cells: onOthers },
  { path: 'GET /api/desires/following', carries: 'her reaction and offer on a followed member’s desire', cells: onOthers },
  { path: 'GET /api/desires/user/{id}', carries: 'her reaction and offer on the listed member’s desire', cells: onOthers },
  { path: 'GET /api/desires/my', carries: 'her reaction and offer on the reader’s own desire', cells: onOthers },
  { path: 'GET /api/desires/trending', carries: 'her own desires among the most popular', cells: herOwn },
  { path: 'GET /api/desires/{id}/reactions', carries: 'her among who reacted, by name', cells: reactors },
  { path: 'GET /api/desires/{id}/comments', carries: 'her comment', cells: herComments },
  { path: 'POST /api/desires/{id}/react', carries: 'her reaction in the answer to the reader’s own', cells: onOthers },
  { path: 'GET /api/saved', carries: 'her reaction and offer on a desire the reader saved', cells: onOthers },
  { path: 'GET /api/users/{id}/fulfilled', carries: 'her as the fulfiller of a desire that came true', cells: onOthers },
  { path: 'GET /api/me/helped', carries: 'her reaction on a desire the reader helped with', cells: onOthers },
  { path: 'GET /api/occasions/upcoming', carries: 'her reaction and offer on a desire for a followed member’s occasion', cells: onOthers },
  { path: 'GET /api/users/{id}/occasions', carries: 'her public occasions on her profile (a mute keeps the profile open)', cells: listed },
  { path: 'GET /api/categories', carries: 'her category shared with the reader', cells: listed },
  { path: 'GET /api/categories/{id}/desires', carries: 'her reaction and offer on a desire of a category shared with the reader', cells: onOthers },
  { path: 'GET /api/shared/categories/{id}/desires', carries: 'her reaction and offer on a desire of a shared category', cells: onOthers },
  { path: 'GET /api/shared/desires/{id}', carries: 'her reaction and offer on a shared desire', cells: onOthers },
  { path: 'GET /api/notifications', carries: 'notices of her acts on the reader’s desire, one quoting her comment', cells: herNotices },
  { path: 'GET /api/users/{id}', carries: 'her profile’s details (bio)', cells: listed },
  { path: 'GET /api/users/{id}/followers', carries: 'her among a third member’s followers', cells: listed },
  { path: 'GET /api/users/{id}/following', carries: 'her among whom a third member follows', cells: listed },
  { path: 'GET /api/users/search', carries: 'her in member search (a muted member is still found)', cells: listed },
  { path: 'GET /api/users/suggested', carries: 'her among suggested members', cells: herOwn },
  { path: 'GET /api/stats/user/{id}', carries: 'her in a third member’s follower count', cells: listed },
  { path: 'GET /api/messages/unread-count', carries: 'her unread messages (a member mute is not a chat mute)', cells: listed },
  { path: 'live desire_update', carries: 'her reaction and offer in a third member’s edited desire', cells: onOthers },
  { path: 'live reaction_update', carries: 'her new reaction', cells: live(onOthers) },
  { path: 'live comment_update', carries: 'her new comment', cells: live(herOwn) },
  { path: 'live status_update', carries: 'her new offer', cells: live(onOthers) },
  { path: 'live new_desire', carries: 'her new desire', cells: live(herOwn) },
  { path: 'live desire_removed', carries: 'the id of a desire she deleted (a muter may have it open)', cells: live(onOthers) },
  { path: 'live notification', carries: 'the notice of her new comment on the reader’s desire', cells: live(herOwn) },
  { path: 'live notification new_message', carries: 'her new chat message', cells: live(listed) },
  { path: 'push notices queued before', carries: 'pushes of her notices queued before they came apart, sent after', cells: herNotices },
  { path: 'push messages queued before', carries: 'the push of her chat message queued before they came apart, sent after', cells: { ...listed, adminBlocked: 'nothing' } },
  { path: 'push notices', carries: 'the push of her new comment’s notice', cells: live(herOwn) },
  { path: 'digest notices', carries: 'notices of her acts, one quoting her comment', cells: herNotices },
  { path: 'digest messages', carries: 'her unread messages', cells: listed },
];

/**
 * GET routes and live events that carry nothing of another member beyond what a row above walks,
 * each with the reason. A new route or event type must be a row above or be named here.
 */
export const NOT_ABOUT_OTHERS: Record<string, string> = {
  'GET /api/admin/auth/me': 'the admin’s own session',
  'GET /api/admin/desires/recent': 'the admin area sees everything (docs/architecture.md "Who may see what of whom")',
  'GET /api/admin/fulfillments/stats': 'the admin area sees everything',
  'GET /api/admin/reports': 'the admin area sees everything',
  'GET /api/admin/stats': 'the admin area sees everything',
  'GET /api/admin/users': 'the admin area sees everything',
  'GET /api/admin/users/{id}': 'the admin area sees everything',
  'GET /api/admin/users/{id}/desires': 'the admin area sees everything',
  'GET /api/admin/users/{id}/stats': 'the admin area sees everything',
  'GET /api/admin/users/recent': 'the admin area sees everything',
  'GET /api/auth/me': 'the reader’s own account',
  'GET /api/categories/{id}': 'one category the reader may read, naming its owner: the rows on the category lists walk who that may be',
  'GET /api/categories/{id}/shares': 'the owner’s own share list',
  'GET /api/chats': 'the reader’s own chats, a blocked one shown as blocked (its unread messages are the unread-count row’s)',
  'GET /api/chats/{chatId}': 'the reader’s own chat, as the chats list',
  'GET /api/chats/{chatId}/messages': 'the reader’s own chat, as the chats list',
  'GET /api/email/unsubscribe': 'a page about the reader’s own mail',
  'GET /api/reports/open': 'the kinds and ids of what the reader reported themselves, nothing else of the targets',
  'GET /api/follow/status/{id}': 'whether the reader follows a member',
  'GET /api/health': 'the process',
  'GET /api/me/blocks-and-mutes': 'whom the reader blocked and muted',
  'POST /api/me/import': 'counts of what came into the reader’s own account: a member to follow is found by email as POST /api/auth/check-email finds them, one blocked either way counted as not found, a saved desire only if the reader may see it (tests/server/import)',
  'GET /api/me/export': 'the reader’s own data: the comments and reactions on their desires as the desire’s answer gives them to its owner, their own chats as the chats list (tests/server/export)',
  'GET /api/occasions': 'the reader’s own occasions',
  'GET /api/notifications/unread-count': 'a count, checked against the notifications list in apart.test.ts',
  'GET /api/openapi.json': 'the API’s description',
  'GET /api/push/key': 'the server’s public key',
  'GET /api/ready': 'the process',
  'GET /api/shared/categories/{id}': 'one shared category, naming its owner only',
  'GET /api/share-links': 'the reader’s own links by name',
  'GET /api/stats': 'site-wide counts of public desires',
  'GET /api/user/settings': 'the reader’s own settings',
  'GET /ws': 'the live channel: its events are the live rows and the events below',
  'live chat_block': 'the reader’s own chat',
  'live chat_deleted': 'the reader’s own chat',
  'live desire_saved': 'the reader’s own bookmark',
  'live pong': 'the reader’s own ping',
};

import type { ChatMessage } from '@contract/chat';
import type { LiveEventOf } from '@contract/live';
import type { DesireRecord } from '../db/desire-record';
import type { Audience } from './audience';

/** Events every recipient gets exactly alike. */
export type SharedEvent = LiveEventOf<'reaction_update' | 'comment_update' | 'desire_removed' | 'notification' | 'chat_block' | 'chat_deleted' | 'desire_saved'>;

export type StatusAction = LiveEventOf<'status_update'>['data']['action'];

/** An event that carries a desire: each recipient's copy is cut from the record by toDesire. */
export type DesireEvent = { type: 'new_desire' } | { type: 'desire_update' } | { type: 'status_update'; action: StatusAction };

/**
 * What travels between the services and every process's sockets (through Redis when there are
 * several processes). A desire travels as its viewer-independent record, never as one reader's cut,
 * so each process cuts it for each of its own recipients exactly as an HTTP answer would.
 */
export type LiveMessage =
  | { kind: 'event'; audience: Audience; event: SharedEvent }
  /**
   * `savedBy`: the members who saved the desire, whose copies say so (isSaved); none when absent.
   * `apart`: by member whose reaction or offer the record carries, the members across a block with
   * them, whose copies leave it out (services/visibility/audience.ts); nobody when absent.
   * `commentsApart`: by recipient, how many comments their copy's count leaves out; none when absent.
   */
  | { kind: 'desire'; audience: Audience; event: DesireEvent; record: DesireRecord; savedBy?: string[]; apart?: Record<string, string[]>; commentsApart?: Record<string, number> }
  /**
   * A chat message: to its sender's sockets and its recipient's, each copy a `new_message` notification
   * whose `isSender` says which side it reached. Between processes it travels once per side, on that
   * member's own channel, with `to` naming the side: only processes holding their sockets receive it.
   */
  | { kind: 'chat-message'; chatId: string; message: ChatMessage; recipientId: string; to?: string }
  /** A write was answered somewhere: hot reads kept by this process may be stale. */
  | { kind: 'clear-read-cache' }
  /** A write was answered somewhere that changed only what these tags name (see lib/read-cache.ts). */
  | { kind: 'invalidate-read-cache'; tags: string[] }
  /**
   * Signed out, password changed, account gone: these sessions' sockets close. `reason` is the close
   * reason the member's app shows (an admin's block, a new admin role); without it, "Session ended".
   */
  | { kind: 'sessions-revoked'; sessionIds: string[]; reason?: string };

/**
 * What crosses Redis: the messages one process published in one turn of its event loop (a write's
 * event and its notice, say), in order, in one Redis message; one message alone keeps the form it
 * always had (`message`), which every version reads.
 */
interface Envelope {
  /** The process that published them; it has delivered them itself already. */
  origin: string;
  messages: LiveMessage[];
}

export function encodeEnvelope(origin: string, messages: readonly LiveMessage[]): string {
  return JSON.stringify(messages.length === 1 ? { origin, message: messages[0] } : { origin, messages });
}

const KINDS = new Set<LiveMessage['kind']>(['event', 'desire', 'chat-message', 'clear-read-cache', 'invalidate-read-cache', 'sessions-revoked']);

/**
 * The envelope from its JSON, or null for anything else on the channel; a message of a kind this
 * version does not know is left out. The desire row's dates become Dates again, as the database gives
 * them; the record's child lists hold text dates already.
 */
export function decodeEnvelope(text: string): Envelope | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  const envelope = parsed as { origin?: unknown; message?: LiveMessage; messages?: unknown } | null;
  if (typeof envelope?.origin !== 'string') return null;
  const listed = Array.isArray(envelope.messages) ? (envelope.messages as LiveMessage[]) : envelope.message ? [envelope.message] : [];
  const messages = listed.filter((message) => typeof message === 'object' && message !== null && KINDS.has(message.kind));
  if (messages.length === 0) return null;
  for (const message of messages) {
    if (message.kind !== 'desire') continue;
    const row = message.record.desire;
    row.createdAt = new Date(row.createdAt);
    row.updatedAt = new Date(row.updatedAt);
    if (row.revealedAt !== null && row.revealedAt !== undefined) row.revealedAt = new Date(row.revealedAt);
  }
  return { origin: envelope.origin, messages };
}

import { t } from '@lingui/core/macro';
import type { Chat, ChatParticipant } from '@contract/chat';

/** The member on the other side of a one-to-one chat (undefined when the server sent only the reader). */
export function otherParticipant(chat: Pick<Chat, 'participants'>, viewerId: string): ChatParticipant | undefined {
  return chat.participants.find((p) => p._id !== viewerId);
}

/** The chat's name: the other member's full name ('Unknown User'), or the group's name ('Group Chat'). */
export function chatTitle(chat: Pick<Chat, 'participants' | 'isGroup' | 'name'>, viewerId: string): string {
  if (chat.isGroup) return chat.name?.trim() || t`Group Chat`;
  return otherParticipant(chat, viewerId)?.fullName.trim() || t`Unknown User`;
}

/**
 * The spec's red dot: hasUnreadMessages true, or unreadCount above 0, or the flag not explicitly
 * false and the last message sent by someone else. Never on the selected chat, never on a muted one.
 */
export function showsUnreadDot(
  chat: Pick<Chat, '_id' | 'unreadCount' | 'lastMessage'> & { hasUnreadMessages?: boolean | null; settings?: Chat['settings'] },
  viewerId: string,
  selectedId: string | null,
): boolean {
  if (chat._id === selectedId || chat.settings?.muted) return false;
  if (chat.hasUnreadMessages === true || chat.unreadCount > 0) return true;
  const fromOther = chat.lastMessage !== null && chat.lastMessage.senderId._id !== viewerId;
  return chat.hasUnreadMessages !== false && fromOther;
}

/** Whether the reader may write here: neither side has blocked the other, and the other's account is there. */
export const canSend = (chat: Pick<Chat, 'settings' | 'blockedByOther' | 'otherUnavailable'>) => !chat.settings?.blocked && !chat.blockedByOther && !chat.otherUnavailable;

/** Newest activity first. */
export const byActivity = (a: Pick<Chat, 'lastActivity'>, b: Pick<Chat, 'lastActivity'>) => Date.parse(b.lastActivity) - Date.parse(a.lastActivity);

import * as z from 'zod/mini';
import { idSchema } from './fields';
import { chatLimits } from './limits';
import { extra, missingAsEmpty, missingAsNull } from './extension';
import { textField } from './text';
import { userSummarySchema } from './user';

export const MESSAGE_TYPES = ['text', 'image', 'file'] as const;

/** A chat message (the spec: chat, categories and admin 3 "Message"), as the chat calls and the live channel carry it. */
export const chatMessageSchema = z.object({
  _id: z.string(),
  chatId: z.string(),
  content: z.string(),
  senderId: userSummarySchema,
  createdAt: z.string(),
  /** The participants who have read it (the recipient once they opened the chat). */
  readBy: missingAsEmpty(z.object({ userId: z.string(), readAt: z.string() })),
  messageType: z._default(z.enum(MESSAGE_TYPES), 'text'),
  attachmentUrl: missingAsNull(z.string()),
  replyToId: missingAsNull(z.string()),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** A participant as a chat names them: the other member's name and picture; email for the new-chat search. */
export const chatParticipantSchema = z.object({
  _id: z.string(),
  fullName: z.string(),
  profileImage: z.nullish(z.string()),
});
export type ChatParticipant = z.infer<typeof chatParticipantSchema>;

/** The reader's own switches for one chat (the spec: chat, categories and admin 3 "Chat member settings"). */
export const chatMemberSettingsSchema = z.object({
  /** no badge and no unread count for this chat */
  muted: z.boolean(),
  /** the reader blocked the other participant: neither side can send until it is lifted */
  blocked: z.boolean(),
});
export type ChatMemberSettings = z.infer<typeof chatMemberSettingsSchema>;

/**
 * A chat as its reader sees it (the spec: chat, categories and admin 3 "Chat"): `unreadCount` and
 * `hasUnreadMessages` count the reader's unread incoming messages; `lastMessage` is null for a chat
 * with no message the reader can still see.
 */
export const chatSchema = z.object({
  _id: z.string(),
  participants: z.array(chatParticipantSchema),
  isGroup: z._default(z.boolean(), false),
  name: missingAsNull(z.string()),
  lastActivity: z.string(),
  lastMessage: missingAsNull(
    z.object({
      content: z.string(),
      timestamp: z.string(),
      senderId: z.object({ _id: z.string() }),
    }),
  ),
  hasUnreadMessages: z._default(z.boolean(), false),
  unreadCount: z._default(z.int().check(z.minimum(0)), 0),
  settings: extra(chatMemberSettingsSchema, null, 'The reader\'s Mute and Block switches for this chat (PATCH /api/chats/{chatId}/settings)'),
  /** The other participant blocked the reader: the reader cannot send here. */
  blockedByOther: extra(z.boolean(), false, 'The other member blocked the reader: the composer is replaced by a notice'),
  /** The other participant's account is out of reach (an operator blocked it): nothing can be sent. */
  otherUnavailable: extra(z.boolean(), false, 'The other participant\'s account is not available (an operator blocked it): the composer is replaced by a notice'),
  createdAt: extra(z.string(), (chat) => chat.lastActivity as string),
});
export type Chat = z.infer<typeof chatSchema>;

export const chatListSchema = z.array(chatSchema);

/**
 * GET /api/chats/{chatId}/messages: the newest page, oldest first. `nextCursor` (the oldest message's
 * id) asks for the page before it with `?before=`; null when there is nothing older.
 */
export const messagePageSchema = z.object({
  messages: z.array(chatMessageSchema),
  hasMore: extra(z.boolean(), (page) => page.nextCursor != null),
  nextCursor: extra(z.nullable(z.string()), null, 'The id to ask for older messages with ?before='),
});
export type MessagePage = z.infer<typeof messagePageSchema>;

/** What the app reads: our page, or the plain list the spec also allows (then one page, nothing older). */
export const messagePageAnswerSchema = z.union([
  messagePageSchema,
  z.pipe(
    z.array(chatMessageSchema),
    z.transform((messages): MessagePage => ({ messages, hasMore: false, nextCursor: null })),
  ),
]);

export const chatIdParamsSchema = z.object({ chatId: idSchema });

export const messagePageQuerySchema = z.object({
  before: z.optional(idSchema),
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(chatLimits.messagePageMax)), chatLimits.messagePage),
});

export const createChatBodySchema = z.object({ otherUserId: idSchema });

export const messageContentField = textField({
  lines: true,
  required: 'Message cannot be empty',
  max: [chatLimits.messageMax, 'Message must be less than 1000 characters'],
});

export const sendMessageBodySchema = z.object({ content: messageContentField });

/** PATCH /api/chats/{chatId}/settings: either switch, or both. */
export const chatSettingsBodySchema = z.object({ muted: z.optional(z.boolean()), blocked: z.optional(z.boolean()) });

export const markReadResultSchema = z.object({ markedCount: extra(z.int().check(z.minimum(0)), 0) });

export const deleteChatResultSchema = z.object({ message: extra(z.string(), '') });

/** Server messages the app shows or maps (the spec: chat, categories and admin 4 and 8, and the beyond-spec switches). */
export const CHAT_MESSAGES = {
  noAccess: 'Chat not found or you do not have access to this conversation.',
  adminsExcluded: 'Admin accounts cannot access messaging features.',
  notConnected: 'You can only chat with your followers or members you follow.',
  withSelf: 'You cannot start a chat with yourself.',
  unknownMember: 'User not found',
  blockedByOther: 'This member is not accepting messages from you.',
  otherUnavailable: 'This member’s account is not available, so messages cannot reach them.',
  blockedByMe: 'You blocked this member. Unblock them to send messages.',
  deleted: 'Chat deleted',
  tooFast: 'You are sending messages too quickly. Please wait a moment.',
} as const;

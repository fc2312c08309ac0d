import * as z from 'zod/mini';
import { userSummarySchema } from './user';

export const MESSAGE_TYPES = ['text', 'image', 'file'] as const;

/** A chat message (chat-categories-admin 3 "Message"), as the chat calls and the live channel carry it. */
export const chatMessageSchema = z.object({
  _id: z.string(),
  chatId: z.string(),
  content: z.string(),
  senderId: userSummarySchema,
  createdAt: z.string(),
  readBy: z.array(z.object({ userId: z.string(), readAt: z.string() })),
  messageType: z.enum(MESSAGE_TYPES),
  attachmentUrl: z.nullable(z.string()),
  replyToId: z.nullable(z.string()),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

import * as z from 'zod/mini';
import { chatListSchema, chatSchema, messagePageAnswerSchema, type Chat, type MessagePage } from '@contract/chat';
import { chatLimits } from '@contract/limits';
import { memberListItemSchema } from '@contract/user';
import { api } from '@/lib/api-client';
import { mergeConnections, type Connection } from '../model/connections';

// The chat reads with their answer schemas. The query factory loads this module on first use, so
// that the shell (which only reads the unread count) carries none of it on a first visit.

export const chatPath = (chatId: string) => `/api/chats/${encodeURIComponent(chatId)}`;

/** A followers or following row; the email comes along when the server sends it (the search reads it). */
const listedMemberSchema = z.array(z.object({ ...memberListItemSchema.shape, email: z.optional(z.string()) }));

export const fetchChats = (): Promise<Chat[]> => api.get('/api/chats', { schema: chatListSchema });

export const fetchChat = (chatId: string): Promise<Chat> => api.get(chatPath(chatId), { schema: chatSchema });

export function fetchMessages(chatId: string, before: string | null): Promise<MessagePage> {
  const query = new URLSearchParams({ limit: String(chatLimits.messagePage) });
  if (before) query.set('before', before);
  return api.get(`${chatPath(chatId)}/messages?${query}`, { schema: messagePageAnswerSchema });
}

/** Followers and following merged: how each relates to the member, in the dialog's order. */
export async function fetchConnections(userId: string): Promise<Connection[]> {
  const base = `/api/users/${encodeURIComponent(userId)}`;
  const [followers, following] = await Promise.all([
    api.get(`${base}/followers`, { schema: listedMemberSchema }),
    api.get(`${base}/following`, { schema: listedMemberSchema }),
  ]);
  return mergeConnections(followers, following, userId);
}

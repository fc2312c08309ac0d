import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CHAT_MESSAGES,
  chatIdParamsSchema,
  chatListSchema,
  chatMessageSchema,
  chatSchema,
  chatSettingsBodySchema,
  createChatBodySchema,
  deleteChatResultSchema,
  markReadResultSchema,
  messagePageQuerySchema,
  messagePageSchema,
  sendMessageBodySchema,
} from '@contract/chat';
import { countResponseSchema } from '@contract/counts';
import type { Database } from '../db/client';
import { notFound } from '../lib/http-error';
import { publishBlockChange } from '../live/chat-block';
import { sessionOf } from '../plugins/auth';
import { markChatRead, messagePage, sendMessage } from '../services/chat-messages';
import { listChats, readChat, unreadMessageCount } from '../services/chat-views';
import { changeChatSettings, deleteChat, membershipOf, startChat } from '../services/chats';

/**
 * /api/chats and /api/messages (the spec: chat, categories and admin 7 "Chat"). Every answer is the reader's own
 * view, so none goes in the shared read cache; and no chat write changes anything that cache holds.
 */
export const chatRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const { limits } = app;
  const member = app.authenticate('member', { adminMessage: CHAT_MESSAGES.adminsExcluded });
  const changesNothingCached = app.invalidatesOnly(() => []);
  // The token is checked before the input, and a malformed chat id is answered like any chat that is
  // not the reader's: whether a chat exists never shows, not even by the shape of its id.
  const chat = [
    member,
    async (request: { params: unknown }) => {
      if (!chatIdParamsSchema.safeParse(request.params).success) throw notFound(CHAT_MESSAGES.noAccess);
    },
  ];

  app.get('/chats', {
    schema: { response: { 200: chatListSchema } },
    onRequest: [member],
    handler: (request) => listChats(db, sessionOf(request).user.id),
  });

  app.post('/chats', {
    schema: { body: createChatBodySchema, response: { 200: chatSchema, 201: chatSchema } },
    onRequest: [member],
    preHandler: [changesNothingCached],
    handler: async (request, reply) => {
      const { chat, created } = await startChat(db, sessionOf(request).user.id, request.body.otherUserId);
      reply.status(created ? 201 : 200);
      return chat;
    },
  });

  app.get('/chats/:chatId', {
    schema: { params: chatIdParamsSchema, response: { 200: chatSchema } },
    onRequest: chat,
    handler: (request) => readChat(db, sessionOf(request).user.id, request.params.chatId),
  });

  app.delete('/chats/:chatId', {
    schema: { params: chatIdParamsSchema, response: { 200: deleteChatResultSchema } },
    onRequest: chat,
    preHandler: [changesNothingCached],
    handler: async (request) => {
      await deleteChat(db, request.live, sessionOf(request).user.id, request.params.chatId);
      return { message: CHAT_MESSAGES.deleted };
    },
  });

  app.patch('/chats/:chatId/settings', {
    schema: { params: chatIdParamsSchema, body: chatSettingsBodySchema, response: { 200: chatSchema } },
    onRequest: chat,
    preHandler: [changesNothingCached],
    handler: async (request) => {
      const readerId = sessionOf(request).user.id;
      const { chatId } = request.params;
      // Where the block stood before, when the call may move it: a change reaches the other participant live.
      const before = request.body.blocked === undefined ? null : await membershipOf(db, readerId, chatId);
      const chat = await changeChatSettings(db, readerId, chatId, request.body);
      const blocked = chat.settings?.blocked;
      if (before && blocked !== undefined && blocked !== before.blocked) publishBlockChange(request.live, chatId, before.otherId, blocked);
      return chat;
    },
  });

  app.get('/chats/:chatId/messages', {
    schema: { params: chatIdParamsSchema, querystring: messagePageQuerySchema, response: { 200: messagePageSchema } },
    onRequest: chat,
    handler: (request) => messagePage(db, sessionOf(request).user.id, request.params.chatId, request.query),
  });

  app.post('/chats/:chatId/messages', {
    schema: { params: chatIdParamsSchema, body: sendMessageBodySchema, response: { 201: chatMessageSchema } },
    onRequest: [limits.chatMessage.ip, ...chat],
    preHandler: [limits.chatMessage.account, changesNothingCached],
    handler: async (request, reply) => {
      const message = await sendMessage(db, request.live, sessionOf(request).user, request.params.chatId, request.body.content);
      reply.status(201);
      return message;
    },
  });

  app.post('/chats/:chatId/messages/mark-read', {
    schema: { params: chatIdParamsSchema, response: { 200: markReadResultSchema } },
    onRequest: chat,
    preHandler: [changesNothingCached],
    handler: async (request) => ({ markedCount: await markChatRead(db, sessionOf(request).user.id, request.params.chatId) }),
  });

  app.get('/messages/unread-count', {
    schema: { response: { 200: countResponseSchema } },
    onRequest: [member],
    handler: async (request) => ({ count: await unreadMessageCount(db, sessionOf(request).user.id) }),
  });
};

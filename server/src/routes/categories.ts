import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CATEGORY_MESSAGES,
  categoryBodySchema,
  categoryDesiresQuerySchema,
  categoryDesiresSchema,
  categoryIdParamsSchema,
  categoryListSchema,
  categoryMessageSchema,
  categorySchema,
  categorySharesBodySchema,
  categorySharesSchema,
  sharedDesiresQuerySchema,
  sharedQuerySchema,
} from '@contract/category';
import { desireIdParamsSchema, desireSchema } from '@contract/desire';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { sessionOf } from '../plugins/auth';
import { listCategoryShares, setCategoryShares } from '../services/categories/shares';
import { createCategory, deleteCategory, findReadableCategory, findSharedCategory, updateCategory } from '../services/categories/store';
import { categoryDesires, listCategories, readCategory, sharedDesire, toCategories } from '../services/categories/views';
import { readerSetsOf } from '../services/visibility/reader';

const readerOf = (request: FastifyRequest) => request.auth?.user.id ?? null;

/**
 * /api/categories (the spec: chat, categories and admin 7 "Categories") and the share list of a category. Members
 * only; what a category counts and lists is what the reader may see (docs/architecture.md "Who may see what of whom").
 */
export const categoryRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const member = app.authenticate('member');
  // Creating a category or setting its shares changes nothing a cached read holds. Edits and
  // deletions change desires' category lists, so they clear the whole cache like any write.
  const changesNothingCached = app.invalidatesOnly(() => []);

  app.get('/', {
    schema: { response: { 200: categoryListSchema } },
    onRequest: [member],
    handler: (request) => listCategories(db, sessionOf(request).user.id),
  });

  app.post('/', {
    schema: { body: categoryBodySchema, response: { 201: categorySchema } },
    onRequest: [member],
    preHandler: [changesNothingCached],
    handler: async (request, reply) => {
      const ownerId = sessionOf(request).user.id;
      const id = await createCategory(db, ownerId, request.body);
      reply.status(201);
      return readCategory(db, ownerId, id);
    },
  });

  app.get('/:id', {
    schema: { params: categoryIdParamsSchema, response: { 200: categorySchema } },
    onRequest: [member],
    handler: (request) => readCategory(db, sessionOf(request).user.id, request.params.id),
  });

  app.get('/:id/desires', {
    schema: { params: categoryIdParamsSchema, querystring: categoryDesiresQuerySchema, response: { 200: categoryDesiresSchema } },
    onRequest: [member],
    handler: async (request) => {
      const readerId = sessionOf(request).user.id;
      return categoryDesires(db, readerId, await findReadableCategory(db, request.params.id, readerId), request.query, readerSetsOf(request.auth));
    },
  });

  app.put('/:id', {
    schema: { params: categoryIdParamsSchema, body: categoryBodySchema, response: { 200: categorySchema } },
    onRequest: [member],
    handler: async (request) => {
      const ownerId = sessionOf(request).user.id;
      await updateCategory(db, ownerId, request.params.id, request.body);
      return readCategory(db, ownerId, request.params.id);
    },
  });

  app.delete('/:id', {
    schema: { params: categoryIdParamsSchema, response: { 200: categoryMessageSchema } },
    onRequest: [member],
    handler: async (request) => {
      await deleteCategory(db, sessionOf(request).user.id, request.params.id);
      return { message: CATEGORY_MESSAGES.deleted };
    },
  });

  app.get('/:id/shares', {
    schema: { params: categoryIdParamsSchema, response: { 200: categorySharesSchema } },
    onRequest: [member],
    handler: (request) => listCategoryShares(db, sessionOf(request).user.id, request.params.id),
  });

  app.put('/:id/shares', {
    schema: { params: categoryIdParamsSchema, body: categorySharesBodySchema, response: { 200: categorySharesSchema } },
    onRequest: [member],
    preHandler: [changesNothingCached],
    handler: (request) => setCategoryShares(db, sessionOf(request).user.id, request.params.id, request.body.userIds),
  });
};

/**
 * /api/shared (the spec: chat, categories and admin 7 "Public shared pages"): no login needed; a member's token,
 * when sent, is honoured for what they may see. Whatever the reason a page cannot be shown (not
 * shared, another owner, unknown, or not visible to the reader), the answer is the same 404.
 */
export const sharedRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const reader = app.authenticate('member', { optional: true, allowUnverified: true });

  app.get('/categories/:id', {
    schema: { params: categoryIdParamsSchema, querystring: sharedQuerySchema, response: { 200: categorySchema } },
    onRequest: [reader],
    handler: async (request) => {
      const found = await findSharedCategory(db, request.params.id, request.query.user);
      const [category] = await toCategories(db, readerOf(request), [found]);
      return category;
    },
  });

  app.get('/categories/:id/desires', {
    schema: { params: categoryIdParamsSchema, querystring: sharedDesiresQuerySchema, response: { 200: categoryDesiresSchema } },
    onRequest: [reader],
    handler: async (request) =>
      categoryDesires(db, readerOf(request), await findSharedCategory(db, request.params.id, request.query.user), request.query, readerSetsOf(request.auth)),
  });

  app.get('/desires/:id', {
    schema: { params: desireIdParamsSchema, querystring: sharedQuerySchema, response: { 200: desireSchema } },
    onRequest: [reader],
    handler: (request) => sharedDesire(db, readerOf(request), request.params.id, request.query.user, readerSetsOf(request.auth)),
  });
};

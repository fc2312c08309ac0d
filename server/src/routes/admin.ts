import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { adminRecentDesireSchema, adminStatsSchema, adminUserListSchema, adminUserParamsSchema, adminUserSchema, adminUsersQuerySchema, fulfillmentStatsSchema } from '@contract/admin';
import type { Database } from '../db/client';

const ADMIN_ACCESS_REQUIRED = 'Admin access required';
import { adminStats, fulfillmentStats, recentDesires } from '../services/admin/stats';
import { listUsers, readUser, recentUsers } from '../services/admin/users';

/** /api/admin (chat-categories-admin 7 "Admin"): an admin token only; a member's token is refused. */
export const adminRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.addHook('preHandler', app.authenticate('admin', { memberMessage: ADMIN_ACCESS_REQUIRED }));

  app.get('/stats', { schema: { response: { 200: adminStatsSchema } }, handler: () => adminStats(db) });
  app.get('/fulfillments/stats', { schema: { response: { 200: fulfillmentStatsSchema } }, handler: () => fulfillmentStats(db) });
  app.get('/users/recent', { schema: { response: { 200: z.array(adminUserSchema) } }, handler: () => recentUsers(db) });
  app.get('/desires/recent', { schema: { response: { 200: z.array(adminRecentDesireSchema) } }, handler: () => recentDesires(db) });
  app.get('/users', { schema: { querystring: adminUsersQuerySchema, response: { 200: adminUserListSchema } }, handler: (request) => listUsers(db, request.query) });
  app.get('/users/:id', { schema: { params: adminUserParamsSchema, response: { 200: adminUserSchema } }, handler: (request) => readUser(db, request.params.id) });
};

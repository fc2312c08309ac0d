import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import {
  adminBlockBodySchema,
  adminRecentDesireSchema,
  adminRoleBodySchema,
  adminStatsSchema,
  adminUserDesiresSchema,
  adminUserListSchema,
  adminUserParamsSchema,
  adminRecentUserSchema,
  adminUserSchema,
  adminUserStatsSchema,
  adminUsersQuerySchema,
  fulfillmentStatsSchema,
} from '@contract/admin';
import { messageResponseSchema } from '@contract/errors';
import type { Database } from '../db/client';
import { sessionOf } from '../plugins/auth';
import { deleteMember } from '../services/admin/removal';
import type { AdminRules } from '../services/admin/protection';
import { setBlocked, setRole } from '../services/admin/standing';
import { adminStats, fulfillmentStats, recentDesires } from '../services/admin/stats';
import { userOverviewStats, userRecentDesires } from '../services/admin/user-overview';
import { listUsers, readUser, recentUsers } from '../services/admin/users';

const ADMIN_ACCESS_REQUIRED = 'Admin access required';

/** /api/admin (the spec: chat, categories and admin 7 "Admin"): an admin token only; a member's token is refused. */
export const adminRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.addHook('onRequest', app.authenticate('admin', { memberMessage: ADMIN_ACCESS_REQUIRED }));
  const params = adminUserParamsSchema;
  // The configured admin is protected by every process that shares this configuration.
  const rules: AdminRules = { mainAdminEmail: app.config.admin?.email };

  app.get('/stats', { schema: { response: { 200: adminStatsSchema } }, handler: () => adminStats(db) });
  app.get('/fulfillments/stats', { schema: { response: { 200: fulfillmentStatsSchema } }, handler: () => fulfillmentStats(db) });
  app.get('/users/recent', {
    schema: { response: { 200: z.array(adminRecentUserSchema) } },
    handler: async () => (await recentUsers(db)).map((user) => ({ ...user, profileImage: user.profileImage ?? null })),
  });
  app.get('/desires/recent', { schema: { response: { 200: z.array(adminRecentDesireSchema) } }, handler: () => recentDesires(db) });
  app.get('/users', { schema: { querystring: adminUsersQuerySchema, response: { 200: adminUserListSchema } }, handler: (request) => listUsers(db, request.query) });
  app.get('/users/:id', { schema: { params, response: { 200: adminUserSchema } }, handler: (request) => readUser(db, request.params.id) });
  app.get('/users/:id/stats', { schema: { params, response: { 200: adminUserStatsSchema } }, handler: (request) => userOverviewStats(db, request.params.id) });
  app.get('/users/:id/desires', { schema: { params, response: { 200: adminUserDesiresSchema } }, handler: (request) => userRecentDesires(db, request.params.id) });

  app.patch('/users/:id/role', {
    schema: { params, body: adminRoleBodySchema, response: { 200: adminUserSchema } },
    handler: (request) => setRole(db, request.live, sessionOf(request).user, request.params.id, request.body.role, rules),
  });
  app.patch('/users/:id/block', {
    schema: { params, body: adminBlockBodySchema, response: { 200: adminUserSchema } },
    handler: (request) => setBlocked(db, request.live, sessionOf(request).user, request.params.id, request.body.blocked, rules),
  });
  app.delete('/users/:id', {
    schema: { params, response: { 200: messageResponseSchema } },
    handler: (request) => deleteMember(db, request.live, app.images, sessionOf(request).user, request.params.id, rules),
  });
};

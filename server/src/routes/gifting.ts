import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { desireIdParamsSchema, desireResultSchema } from '@contract/desire';
import { pledgeBodySchema, pledgeConflictSchema, pledgeResultSchema } from '@contract/gifting';
import type { Database } from '../db/client';
import { cacheTags } from '../lib/read-cache';
import { sessionOf } from '../plugins/auth';
import { setPledge, withdrawPledge } from '../services/gifting/pledges';
import { revealDesire } from '../services/gifting/reveal';
import { withdrawOffer } from '../services/gifting/withdraw-offer';
import { readerSetsOf } from '../services/visibility/reader';

/**
 * Gifting's calls on a desire, extras of the contract (contract/gifting.ts): the owner's reveal of a
 * surprise, a giver's pledge, and a giver taking back their offer. HTTP only: the rules live in
 * services/gifting and services/visibility.
 */
export const giftingRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const { limits } = app;
  const member = app.authenticate('member');
  // A pledge changes that desire and nothing else a cached read holds (its notice drops its recipient's list when published).
  const changesOnlyTheDesire = app.invalidatesOnly((request) => [cacheTags.desire((request.params as { id: string }).id)]);

  app.post('/:id/reveal', {
    schema: { params: desireIdParamsSchema, response: { 200: desireResultSchema } },
    onRequest: [limits.desireWrite.ip, member],
    preHandler: [limits.desireWrite.account],
    handler: async (request) => ({
      message: 'Surprise revealed',
      desire: await revealDesire(db, request.live, sessionOf(request).user, request.params.id, readerSetsOf(request.auth)),
    }),
  });

  app.put('/:id/pledge', {
    schema: { params: desireIdParamsSchema, body: pledgeBodySchema, response: { 200: pledgeResultSchema, 409: pledgeConflictSchema } },
    onRequest: [limits.desireWrite.ip, member],
    preHandler: [limits.desireWrite.account, changesOnlyTheDesire],
    handler: (request) => setPledge(db, request.live, sessionOf(request).user, request.params.id, request.body, readerSetsOf(request.auth)),
  });

  app.delete('/:id/pledge', {
    schema: { params: desireIdParamsSchema, response: { 200: pledgeResultSchema } },
    onRequest: [limits.desireWrite.ip, member],
    preHandler: [limits.desireWrite.account, changesOnlyTheDesire],
    handler: (request) => withdrawPledge(db, request.live, sessionOf(request).user, request.params.id, readerSetsOf(request.auth)),
  });

  app.delete('/:id/start-fulfillment', {
    schema: { params: desireIdParamsSchema, response: { 200: desireResultSchema } },
    onRequest: [limits.desireWrite.ip, member],
    preHandler: [limits.desireWrite.account],
    handler: async (request) => ({
      message: 'Offer withdrawn',
      desire: await withdrawOffer(db, request.live, sessionOf(request).user, request.params.id, readerSetsOf(request.auth)),
    }),
  });
};

import fp from 'fastify-plugin';
import { LocalBus, type LiveBus } from '../live/bus';
import type { LivePublisher } from '../live/publisher';
import { RedisBus } from '../live/redis-bus';

declare module 'fastify' {
  interface FastifyInstance {
    /** Carries live messages to every process: in-process, or through Redis with REDIS_URL. */
    liveBus: LiveBus;
    /** What routes hand to the services so that they can publish after their writes commit. */
    live: LivePublisher;
  }
}

export interface LiveConfig {
  redisUrl?: string;
  /** Prefix of the Redis channel, so that deployments sharing one Redis do not hear each other. */
  channelPrefix: string;
}

/**
 * The live channel's bus, registered before anything that publishes or listens (the read cache, the
 * services, the sockets). With Redis a start fails when Redis cannot be reached: a deployment that
 * asked for it would otherwise run with processes that cannot hear each other.
 */
export const liveBusPlugin = fp<{ config: LiveConfig }>(async (app, { config }) => {
  const report = (error: unknown) => app.log.error({ err: error }, 'a live message could not be handled');
  const bus: LiveBus = config.redisUrl ? await RedisBus.open(config.redisUrl, config.channelPrefix, app.log) : new LocalBus(report);
  app.decorate('liveBus', bus);
  app.decorate('live', {
    publish: (message) => bus.publish(message),
    failed: (error, what) => app.log.error({ err: error }, `the live ${what} event could not be prepared`),
  } satisfies LivePublisher);
  app.addHook('onClose', () => bus.close());
});

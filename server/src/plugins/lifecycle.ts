import fp from 'fastify-plugin';

export type Phase = 'starting' | 'serving' | 'draining';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where the process is in its life: `/api/ready` answers 503 unless it is serving. */
    lifecycle: { readonly phase: Phase; drain(): void; serve(): void };
  }
}

/**
 * The process's phase for load balancers: starting until every start step has run (buildApp calls
 * `serve` in the last one), serving, then draining from the moment it is told to stop (the signal
 * handler calls `drain` before closing, and any close does too), so that a balancer stops sending it
 * new requests while it answers the ones it has.
 */
export const lifecyclePlugin = fp(async (app) => {
  let phase: Phase = 'starting';
  app.decorate('lifecycle', {
    get phase() {
      return phase;
    },
    drain() {
      phase = 'draining';
    },
    serve() {
      if (phase === 'starting') phase = 'serving';
    },
  });
  app.addHook('preClose', async () => {
    phase = 'draining';
  });
});

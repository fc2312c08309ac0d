import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The requests being answered, so that closing can wait for them before the database goes: a request
 * still running when the pool ends would fail with a 500 instead of its answer. The wait is bounded,
 * since an abandoned request may never report its end.
 */
export function trackInFlight(app: FastifyInstance): (timeoutMs: number) => Promise<void> {
  const running = new Set<FastifyRequest>();
  let onIdle: (() => void) | null = null;
  const done = async (request: FastifyRequest) => {
    running.delete(request);
    if (running.size === 0) onIdle?.();
  };
  app.addHook('onRequest', async (request) => {
    // A live socket's upgrade is handed over, never answered (no onResponse); the live plugin closes those.
    if (request.headers.upgrade) return;
    running.add(request);
  });
  app.addHook('onResponse', done);
  app.addHook('onRequestAbort', done);
  return (timeoutMs) =>
    running.size === 0
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, timeoutMs);
          onIdle = () => {
            clearTimeout(timer);
            resolve();
          };
        });
}

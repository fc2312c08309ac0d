import Fastify from 'fastify';
import { expect, it } from 'vitest';
import { trackInFlight } from '../../server/src/plugins/in-flight';

it('waits for the requests being answered before going on with closing', async () => {
  const app = Fastify();
  const settled = trackInFlight(app);
  let finish: () => void = () => undefined;
  const events: string[] = [];
  app.get('/slow', async () => {
    await new Promise<void>((resolve) => (finish = resolve));
    events.push('answered');
    return { ok: true };
  });
  app.addHook('onClose', async () => {
    await settled(5_000);
    events.push('database closed');
  });
  await app.ready();
  const answer = app.inject({ method: 'GET', url: '/slow' });
  await new Promise((resolve) => setTimeout(resolve, 20));
  const closed = app.close();
  setTimeout(() => finish(), 50);
  expect((await answer).statusCode).toBe(200);
  await closed;
  expect(events).toEqual(['answered', 'database closed']);
});

it('gives up waiting after the time it is given', async () => {
  const app = Fastify();
  const settled = trackInFlight(app);
  app.get('/never', () => new Promise(() => undefined));
  await app.ready();
  void app.inject({ method: 'GET', url: '/never' });
  await new Promise((resolve) => setTimeout(resolve, 20));
  const started = Date.now();
  await settled(100);
  expect(Date.now() - started).toBeGreaterThanOrEqual(90);
});

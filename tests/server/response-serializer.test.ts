import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { z } from 'zod';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { builtWhole, responseSerializerCompiler } from '../../server/src/lib/response-serializer';

const thing = z.object({ id: z.string(), count: z.int() });
const wholeThing = builtWhole(z.object({ id: z.string(), count: z.int() }));

async function appAnswering(body: unknown, checkBuiltWhole: boolean) {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler({ checkBuiltWhole }));
  app.get('/encoded', { schema: { response: { 200: thing } } }, async () => body);
  app.get('/whole', { schema: { response: { 200: wholeThing } } }, async () => body);
  await app.ready();
  return app;
}

describe('the response serializer', () => {
  it('writes an answer built whole exactly as the contract encodes it, both when checked and when not', async () => {
    for (const check of [true, false]) {
      const app = await appAnswering({ id: 'a', count: 2 }, check);
      const whole = await app.inject('/whole');
      expect(whole.statusCode).toBe(200);
      expect(whole.json()).toEqual((await app.inject('/encoded')).json());
      await app.close();
    }
  });

  it('fails an answer built whole that carries a field the contract does not have, when checked', async () => {
    const app = await appAnswering({ id: 'a', count: 2, passwordHash: 'x' }, true);
    const whole = await app.inject('/whole');
    expect(whole.statusCode).toBe(500);
    expect(whole.body).not.toContain('passwordHash');
    // The contract's encoding strips it from every other answer.
    expect((await app.inject('/encoded')).json()).toEqual({ id: 'a', count: 2 });
    await app.close();
  });

  it('writes an answer built whole as it is when not checked (production), without encoding it again', async () => {
    const app = await appAnswering({ id: 'a', count: 2, extra: true }, false);
    expect((await app.inject('/whole')).json()).toEqual({ id: 'a', count: 2, extra: true });
    await app.close();
  });
});

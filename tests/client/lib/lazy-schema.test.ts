import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { lazySchema } from '@/lib/lazy-schema';
import { loginBodySchema } from '@contract/auth';

describe('lazySchema (contract schemas built on first use)', () => {
  it('builds nothing until the schema is used, then builds it once', () => {
    let builds = 0;
    const schema = lazySchema(() => {
      builds++;
      return z.object({ title: z.string().check(z.minLength(1, 'Title is required')) });
    });
    expect(builds).toBe(0);
    expect(schema.safeParse({ title: 'A kite' }).success).toBe(true);
    expect(schema.safeParse({ title: '' }).error?.issues[0]?.message).toBe('Title is required');
    expect(builds).toBe(1);
  });

  it('stands in for the schema inside other schemas, in spreads of its shape, `in` and `instanceof`', () => {
    const base = lazySchema(() => z.object({ id: z.string() }));
    const wider = lazySchema(() => z.object({ ...base.shape, count: z.number() }));
    const list = z.array(base);
    expect(wider.parse({ id: 'a', count: 2 })).toEqual({ id: 'a', count: 2 });
    expect(wider.safeParse({ id: 'a' }).success).toBe(false);
    expect(list.parse([{ id: 'b', extra: 1 }])).toEqual([{ id: 'b' }]);
    expect('_zod' in base).toBe(true);
    expect(base instanceof z.ZodMiniObject).toBe(true);
    expect(Object.keys(base)).toEqual(Object.keys(z.object({ id: z.string() })));
  });

  it('the contract as the app runs it keeps its rules and the spec’s messages', () => {
    expect(loginBodySchema.safeParse({ email: 'Maya@Example.com ', password: 'secret' }).data).toEqual({ email: 'maya@example.com', password: 'secret' });
    expect(loginBodySchema.safeParse({ email: 'nope', password: 'x' }).error?.issues.map((issue) => issue.message)).toContain('Please enter a valid email address');
  });
});

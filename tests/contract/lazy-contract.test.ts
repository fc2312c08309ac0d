import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { lazyContract } from '../../scripts/lazy-contract';

const root = path.resolve(__dirname, '../..');
const plugin = lazyContract(root);
const transform = (code: string, file = 'contract/sample.ts') =>
  (plugin.transform as (code: string, id: string) => { code: string } | null)(code, path.join(root, file))?.code ?? null;

const SAMPLE = `import * as z from 'zod/mini';
import { textField } from './text';
export const LIMIT = 10;
export const STATUSES = ['desire', 'fulfilled'];
export const MESSAGES = { required: 'Title is required' };
const pattern = new RegExp('^a');
export const idSchema = z.string().check(z.regex(/^[a-f0-9]{24}$/));
export const titleField = textField({ required: 'Title is required' });
const inner = z.object({ id: idSchema });
export const listSchema = z.array(inner), countSchema = z.number();
export function helper() { return z.string(); }
`;

describe('the client build wraps the contract’s schemas to be built on first use', () => {
  it('wraps each top-level zod or schema-builder call, and nothing else', () => {
    const out = transform(SAMPLE)!;
    for (const name of ['idSchema', 'titleField', 'inner', 'listSchema', 'countSchema']) {
      expect(out).toMatch(new RegExp(`\\b${name} = /\\* @__PURE__ \\*/ __lazySchema\\(\\(\\) => \\(`));
    }
    for (const line of ['export const LIMIT = 10;', "export const STATUSES = ['desire', 'fulfilled'];", "const pattern = new RegExp('^a');", 'export function helper() { return z.string(); }']) {
      expect(out).toContain(line);
    }
    expect(out.startsWith(`import { lazySchema as __lazySchema } from ${JSON.stringify(path.join(root, 'src/lib/lazy-schema.ts'))};`)).toBe(true);
  });

  it('leaves modules outside the contract, and contract modules without schemas, untouched', () => {
    expect(transform(SAMPLE, 'src/lib/sample.ts')).toBeNull();
    expect(transform('export const LIMIT = 10;\n')).toBeNull();
  });
});

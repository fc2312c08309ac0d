import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { paths } from '@contract/pages/paths';
import { readSharedPage } from '@/features/desires/model/shared-page';

const read = (fields: Record<string, string>) => readSharedPage(new URLSearchParams(fields));

describe('what a share gives the create form', () => {
  it('takes `url` as the page and `title` as the starting title', () => {
    expect(read({ url: 'https://shop.example/tent?c=1', title: 'Tent', text: 'ignored words' })).toEqual({ url: 'https://shop.example/tent?c=1', title: 'Tent' });
  });

  it('finds the first web address in `text` when `url` is empty or not a web address, without the sentence’s punctuation', () => {
    expect(read({ text: 'Look at this: https://shop.example/lamp. And https://other.example', title: 'Lamp' })).toEqual({ url: 'https://shop.example/lamp', title: 'Lamp' });
    expect(read({ url: 'javascript:alert(1)', text: '(see http://shop.example/a_b)' })).toEqual({ url: 'http://shop.example/a_b', title: '' });
    expect(read({ url: 'ftp://files.example/x', text: 'no address here' })).toEqual({ url: null, title: 'no address here' });
  });

  it('takes the text as the title when no address was shared, on one line and cut to the title’s 100 characters', () => {
    expect(read({ text: 'A red\n\tbicycle\u0000 with a basket  ' })).toEqual({ url: null, title: 'A red bicycle with a basket' });
    const long = read({ text: '🎁'.repeat(150) });
    expect(Array.from(long?.title ?? '')).toHaveLength(100);
    expect(long?.title).toBe('🎁'.repeat(100));
  });

  it('keeps a title given beside plain text, and drops a title that is only the address', () => {
    expect(read({ title: 'Bike', text: 'the blue one' })).toEqual({ url: null, title: 'Bike' });
    expect(read({ title: 'https://shop.example/b', url: 'https://shop.example/b' })).toEqual({ url: 'https://shop.example/b', title: '' });
  });

  it('gives nothing for a share with nothing usable', () => {
    expect(read({})).toBeNull();
    expect(read({ title: '  ', text: '\n', url: 'not an address' })).toBeNull();
  });

  it('reads the fields the manifest’s share target sends, at the route it names', () => {
    const manifest = JSON.parse(readFileSync(path.resolve(__dirname, '../../../public/manifest.webmanifest'), 'utf8')) as {
      share_target: { action: string; method: string; params: Record<string, string> };
    };
    expect(manifest.share_target).toEqual({ action: paths.shareTarget, method: 'GET', params: { title: 'title', text: 'text', url: 'url' } });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Desire } from '@contract/desire';
import { createTestApp, nextClientAddress, type TestApp } from './helpers/test-app';
import { call, createDesire, makeMembers, message, type Member } from './helpers/desires';
import { bearer, uniqueEmail } from './helpers/members';

let t: TestApp;
let owner: Member;
let reader: Member;
let desire: Desire;
beforeAll(async () => {
  t = await createTestApp();
  ({ owner, reader } = await makeMembers(t, ['owner', 'reader']));
  desire = await createDesire(t.app, owner, { title: 'Sturdy boots', visibility: 'public' });
});
afterAll(() => t.close());

const NUL = '\u0000';

/** Every text the issue found reaching the database with a NUL, as the route that takes it. */
const nulCases = () => [
  { what: 'sign-up name', send: () => call(t.app, 'POST', '/auth/register', null, { email: uniqueEmail(), fullName: `Ann${NUL}a`, password: 'long enough pass' }) },
  { what: 'bio', send: () => call(t.app, 'PATCH', '/users/profile', owner, { bio: `hello${NUL}` }) },
  { what: 'profile name', send: () => call(t.app, 'PATCH', '/users/profile', owner, { fullName: `Own${NUL}er` }) },
  { what: 'desire title', send: () => call(t.app, 'POST', '/desires', owner, { title: `Boots${NUL}` }) },
  { what: 'description', send: () => call(t.app, 'POST', '/desires', owner, { title: 'Boots', description: `warm${NUL}` }) },
  { what: 'estimated cost', send: () => call(t.app, 'POST', '/desires', owner, { title: 'Boots', estimatedCost: `$5${NUL}` }) },
  { what: 'event name', send: () => call(t.app, 'POST', '/desires', owner, { title: 'Boots', eventName: `Party${NUL}` }) },
  { what: 'categories', send: () => call(t.app, 'POST', '/desires', owner, { title: 'Boots', categories: [`Thing${NUL}`] }) },
  { what: 'source URL', send: () => call(t.app, 'POST', '/desires', owner, { title: 'Boots', sourceUrl: `https://shop.example/${NUL}` }) },
  { what: 'edited title', send: () => call(t.app, 'PUT', `/desires/${desire._id}`, owner, { title: `Boots${NUL}` }) },
  { what: 'comment', send: () => call(t.app, 'POST', `/desires/${desire._id}/comments`, reader, { text: `nice${NUL}` }) },
  { what: 'fulfil message', send: () => call(t.app, 'PATCH', `/desires/${desire._id}/start-fulfillment`, reader, { message: `I can${NUL}` }) },
  { what: 'feed category query', send: () => call(t.app, 'GET', `/desires/public?category=Thing%00`, null) },
  { what: 'user search q', send: () => call(t.app, 'GET', `/users/search?q=an%00na`, owner) },
  { what: 'an id in the path', send: () => call(t.app, 'GET', `/desires/%00`, owner) },
  { what: 'a key of the body', send: () => call(t.app, 'POST', '/desires', owner, { title: 'Boots', [`x${NUL}`]: 1 }) },
  { what: 'a sign-in password', send: () => call(t.app, 'POST', '/auth/login', null, { email: owner.email, password: `pass${NUL}word` }) },
  { what: 'a URL to import', send: () => call(t.app, 'POST', '/fetch-url-metadata', owner, { url: `shop.example/${NUL}` }) },
];

describe('control characters and lone surrogates, on every route, by one rule', () => {
  it('a NUL anywhere is 400 with a clear message, never 500', async () => {
    for (const { what, send } of nulCases()) {
      const res = await send();
      expect({ what, status: res.statusCode, message: message(res) }).toEqual({ what, status: 400, message: 'Text cannot contain control characters' });
    }
  });

  it('other control characters too, but line breaks and tabs are text', async () => {
    for (const character of ['\u0001', '\u001b', '\u007f', '\u0085', '\u009b']) {
      const res = await call(t.app, 'POST', '/desires', owner, { title: `Boots ${character}` });
      expect({ character: character.charCodeAt(0), status: res.statusCode }).toEqual({ character: character.charCodeAt(0), status: 400 });
    }
    const res = await call(t.app, 'POST', '/desires', owner, { title: 'Boots', description: 'Line one\nLine two\twith a tab' });
    expect(res.statusCode).toBe(201);
    expect(res.json<Desire>().description).toBe('Line one\nLine two\twith a tab');
  });

  it('a lone surrogate is 400, a whole emoji is fine', async () => {
    const lone = await call(t.app, 'POST', '/desires', owner, { title: 'Boots \ud83d' });
    expect({ status: lone.statusCode, message: message(lone) }).toEqual({ status: 400, message: 'Text contains an invalid character' });
    const emoji = await call(t.app, 'POST', '/desires', owner, { title: 'Boots 🥾' });
    expect(emoji.statusCode).toBe(201);
  });

  it('deep nesting is 400 before anything walks it', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/desires',
      remoteAddress: nextClientAddress(),
      headers: { ...bearer(owner.token), 'content-type': 'application/json' },
      payload: `{"title":"Boots","categories":${'['.repeat(5000)}"deep"${']'.repeat(5000)}}`,
    });
    expect({ status: res.statusCode, message: message(res) }).toEqual({ status: 400, message: 'The request is nested too deeply' });
    const raw = await t.app.inject({
      method: 'POST',
      url: '/api/auth/check-email',
      remoteAddress: nextClientAddress(),
      headers: { 'content-type': 'application/json' },
      // As deep as the route's body limit lets it be (an address: 2 KB).
      payload: `{"email":${'['.repeat(1_000)}${']'.repeat(1_000)}}`,
    });
    expect(raw.statusCode).toBe(400);
  });
});

describe('invisible text and reordering characters', () => {
  const ZWSP = '\u200b';

  it('a name or title of zero-width spaces is empty, with the field\'s own message', async () => {
    const title = await call(t.app, 'POST', '/desires', owner, { title: ZWSP.repeat(5) });
    expect({ status: title.statusCode, message: message(title) }).toEqual({ status: 400, message: 'Title is required' });
    const name = await call(t.app, 'POST', '/auth/register', null, { email: uniqueEmail(), fullName: `${ZWSP}\u2060\ufeff ${ZWSP}`, password: 'long enough pass' });
    expect({ status: name.statusCode, message: message(name) }).toEqual({ status: 400, message: 'Full name is required' });
    const profile = await call(t.app, 'PATCH', '/users/profile', owner, { fullName: `${ZWSP}${ZWSP}${ZWSP}` });
    expect(profile.statusCode).toBe(400);
    const comment = await call(t.app, 'POST', `/desires/${desire._id}/comments`, reader, { text: `\u3164${ZWSP}` });
    expect({ status: comment.statusCode, message: message(comment) }).toEqual({ status: 400, message: 'Comment cannot be empty' });
    const category = await call(t.app, 'POST', '/desires', owner, { title: 'Boots', categories: [ZWSP] });
    expect({ status: category.statusCode, message: message(category) }).toEqual({ status: 400, message: 'Category cannot be empty' });
  });

  it('invisible characters at the ends are trimmed like spaces', async () => {
    const res = await call(t.app, 'POST', '/desires', owner, { title: `${ZWSP} Red boots ${ZWSP}\ufeff` });
    expect(res.json<Desire>().title).toBe('Red boots');
  });

  it('right-to-left override and the other reordering controls are removed', async () => {
    const res = await call(t.app, 'POST', '/desires', owner, { title: 'photo\u202egnp.exe', categories: ['\u2066Trips\u2069'] });
    expect(res.statusCode).toBe(201);
    expect(res.json<Desire>()).toMatchObject({ title: 'photognp.exe', categories: ['Trips'] });
    const renamed = await call(t.app, 'PATCH', '/users/profile', owner, { fullName: 'Ow\u202dner' });
    expect(renamed.json<{ user: { fullName: string } }>().user.fullName).toBe('Owner');
  });

  it('right-to-left text itself is kept', async () => {
    const res = await call(t.app, 'POST', '/desires', owner, { title: 'רשימת משאלות', description: 'مرحبا \u200f!' });
    expect(res.json<Desire>()).toMatchObject({ title: 'רשימת משאלות', description: 'مرحبا \u200f!' });
  });
});

describe('URL import of text that is no web address', () => {
  it('"../../../../etc/passwd" is 400 "Please enter a valid web address", before any lookup', async () => {
    for (const url of ['../../../../etc/passwd', '..', 'a..b/c', '-bad-.example/x', `${'a'.repeat(64)}.example`]) {
      const res = await call(t.app, 'POST', '/fetch-url-metadata', owner, { url });
      expect({ url, status: res.statusCode, message: message(res) }).toEqual({ url, status: 400, message: 'Please enter a valid web address' });
    }
  });
});

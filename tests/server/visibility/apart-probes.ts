import type { Desire, PagedDesires } from '@contract/desire';
import type { UpcomingOccasion } from '@contract/occasion';
import { call, type Member } from '../helpers/desires';
import type { Observation, Probe, World } from './apart-world';

/*
 * The REST rows of the table (helpers/apart-table.ts): each asks Rita's question of one path and
 * answers whether the path carried its control (Nico's or Olivia's things: it works) and the text in
 * which Maya is looked for.
 */

const get = async (w: World, path: string, as: Member = w.rita) => {
  const res = await call(w.t.app, 'GET', path, as);
  return { status: res.statusCode, body: res.body };
};

/** A list of desires that must hold `id`, with Nico's reaction on it (the control). */
const desireList = (path: (w: World) => string, id: (w: World) => string = (w) => w.ids.d): Probe => async (w) => {
  const { body } = await get(w, path(w));
  const desires = (JSON.parse(body) as PagedDesires | Desire[] | { desires: Desire[] }) as { desires?: Desire[] } | Desire[];
  const list = Array.isArray(desires) ? desires : (desires.desires ?? []);
  const it = list.find((desire) => desire._id === id(w));
  return { signal: Boolean(it?.reactions.some((reaction) => reaction.userId === w.nico.id)), text: body };
};

const oneDesire = (path: (w: World) => string): Probe => async (w) => {
  const { body } = await get(w, path(w));
  const desire = JSON.parse(body) as Desire;
  return { signal: desire._id === w.ids.d && desire.reactions.some((reaction) => reaction.userId === w.nico.id), text: body };
};

/** An answer that must contain `control` (Nico's or Olivia's things). */
const containing = (path: (w: World) => string, control: (w: World) => string): Probe => async (w) => {
  const { body } = await get(w, path(w));
  return { signal: body.includes(control(w)), text: body };
};

const count = (text: string): number => (JSON.parse(text) as { count: number }).count;

export const REST_PROBES: Record<string, Probe> = {
  'GET /api/desires/{id}': oneDesire((w) => `/desires/${w.ids.d}`),
  'GET /api/desires/public': desireList(() => '/desires/public?limit=50'),
  'GET /api/desires/following': desireList(() => '/desires/following?limit=50'),
  'GET /api/desires/user/{id}': desireList((w) => `/desires/user/${w.olivia.id}?limit=50`),
  'GET /api/desires/my': desireList(() => '/desires/my?limit=50', (w) => w.ids.r),
  'GET /api/desires/trending': containing(() => '/desires/trending?limit=50', (w) => w.ids.d),
  'GET /api/desires/{id}/reactions': containing((w) => `/desires/${w.ids.d}/reactions`, (w) => w.nico.id),
  'GET /api/desires/{id}/comments': containing((w) => `/desires/${w.ids.d}/comments`, () => 'Nico says it is a fine bike'),
  'POST /api/desires/{id}/react': async (w) => {
    const res = await call(w.t.app, 'POST', `/desires/${w.ids.d}/react`, w.rita, { emoji: '🙌' });
    const answer = res.json<{ reactions: { userId: string }[]; reactionsCount: number }>();
    return { signal: answer.reactions.some((reaction) => reaction.userId === w.nico.id), text: res.body };
  },
  'GET /api/saved': desireList(() => '/saved'),
  'GET /api/users/{id}/fulfilled': desireList((w) => `/users/${w.olivia.id}/fulfilled`),
  'GET /api/me/helped': desireList(() => '/me/helped', (w) => w.ids.h),
  'GET /api/categories': containing(() => '/categories', () => 'Bikes'),
  'GET /api/categories/{id}/desires': desireList((w) => `/categories/${w.ids.bikes}/desires`),
  'GET /api/shared/categories/{id}/desires': desireList((w) => `/shared/categories/${w.ids.bikes}/desires?user=${w.olivia.id}`),
  'GET /api/shared/desires/{id}': oneDesire((w) => `/shared/desires/${w.ids.d}?user=${w.olivia.id}`),
  'GET /api/occasions/upcoming': async (w) => {
    const { body } = await get(w, '/occasions/upcoming');
    const item = (JSON.parse(body) as UpcomingOccasion[]).find((entry) => entry.user._id === w.olivia.id);
    const desire = item?.desires.find((it) => it._id === w.ids.d);
    return { signal: Boolean(desire?.reactions.some((reaction) => reaction.userId === w.nico.id)), text: body };
  },
  'GET /api/users/{id}/occasions': async (w) => {
    // The control: Nico's profile lists his public occasion to Rita.
    const control = await get(w, `/users/${w.nico.id}/occasions`);
    const { body } = await get(w, `/users/${w.maya.id}/occasions`);
    return { signal: control.body.includes('Nico Apart’s birthday'), text: body };
  },
  'GET /api/notifications': containing(() => '/notifications', () => 'Olivia Third reacted'),
  'GET /api/users/{id}': async (w) => {
    // The control: Nico's profile shows his bio to Rita.
    const control = await get(w, `/users/${w.nico.id}`);
    const { body } = await get(w, `/users/${w.maya.id}`);
    return { signal: control.body.includes('Nico writes a bio'), text: body.includes('Maya writes a bio') ? body : '' };
  },
  'GET /api/users/{id}/followers': containing((w) => `/users/${w.olivia.id}/followers`, (w) => w.nico.id),
  'GET /api/users/{id}/following': containing((w) => `/users/${w.olivia.id}/following`, (w) => w.nico.id),
  'GET /api/users/search': containing(() => '/users/search?q=Apart', (w) => w.nico.id),
  'GET /api/users/suggested': containing(() => '/users/suggested', (w) => w.nico.id),
  'GET /api/stats/user/{id}': async (w) => {
    // Olivia's followers are Rita, Nico and Maya: Maya is counted when the count is 3.
    const { body } = await get(w, `/stats/user/${w.olivia.id}`);
    const { followers } = JSON.parse(body) as { followers: number };
    return { signal: followers >= 2, text: followers === 3 ? 'Maya counted' : '' };
  },
  'GET /api/messages/unread-count': async (w) => {
    // One unread message from Nico and one from Maya: hers is counted when the count is 2.
    const { body } = await get(w, '/messages/unread-count');
    return { signal: count(body) >= 1, text: count(body) === 2 ? 'Maya counted' : '' };
  },
};

export type { Observation };

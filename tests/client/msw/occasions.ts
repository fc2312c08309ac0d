import { http, HttpResponse, type HttpHandler } from 'msw';
import type { Desire } from '@contract/desire';
import type { ErrorBody, MessageResponse } from '@contract/errors';
import { addDays, nextOccurrence, todayOf, type Occasion, type OccasionBody, type UpcomingOccasion } from '@contract/occasion';
import type { UserSummary } from '@contract/user';

// Occasions (an extra of our server). The base handlers answer them as a backend without them would
// (Fastify's "Route … not found"); `occasionsServer` offers them for a test.

// Not from ./handlers, which lists these among the base handlers: no import cycle.
const json = <T extends object>(body: T, status = 200): Response => HttpResponse.json<T>(body, { status });
const error = (status: number, message: string): Response => HttpResponse.json<ErrorBody>({ message }, { status });
const notOffered = (method: string) => ({ request }: { request: Request }) => error(404, `Route ${method}:${new URL(request.url).pathname} not found`);

export const occasionsNotOffered: HttpHandler[] = [
  http.get('/api/occasions', notOffered('GET')),
  http.get('/api/occasions/upcoming', notOffered('GET')),
  http.get('/api/users/:id/occasions', notOffered('GET')),
];

const MAYA_ID = '6650a1b2c3d4e5f601234567';
let counter = 0;

/** An occasion as the server answers it, Maya's by default, its `next` counted from today. */
export function makeOccasion(overrides: Partial<Occasion> = {}): Occasion {
  counter += 1;
  const base = { date: addDays(todayOf(), 10), yearly: false, ...overrides };
  return {
    _id: `0cca5100${String(counter).padStart(16, '0')}`,
    userId: MAYA_ID,
    title: `Occasion ${counter}`,
    visibility: 'followers',
    createdAt: '2026-01-01T00:00:00.000Z',
    ...base,
    next: overrides.next ?? nextOccurrence(base, todayOf()),
  };
}

/** An entry of the Upcoming list: `user`'s occasion `daysLeft` days from today, with its desires. */
export function makeUpcoming(user: UserSummary, title: string, daysLeft: number, desires: Desire[] = [], desiresTotal = desires.length): UpcomingOccasion {
  const day = addDays(todayOf(), daysLeft);
  return { occasion: makeOccasion({ userId: user._id, title, date: day, next: day }), user, daysLeft, desires, desiresTotal };
}

export interface OccasionsState {
  /** The signed-in member's own occasions. */
  mine: Occasion[];
  /** What the reader may see of each member's, by member id. */
  members: Record<string, Occasion[]>;
  upcoming: UpcomingOccasion[];
  /** Every write, as `POST`, `PUT id` or `DELETE id`, with its body. */
  calls: { call: string; body?: OccasionBody }[];
  /** Writes fail with this status and message while set. */
  failing?: { status: number; message: string };
  /** The Upcoming list fails with this status while set. */
  upcomingFailing?: number;
  /** Writes wait for this before answering, while set. */
  hold?: Promise<void>;
}

/** A backend with occasions: the member's list, members' lists and Upcoming, kept in `state`. */
export function occasionsServer(initial: Partial<OccasionsState> = {}) {
  const state: OccasionsState = { mine: [], members: {}, upcoming: [], calls: [], ...initial };
  const settle = async () => {
    if (state.hold) await state.hold;
    return state.failing ? error(state.failing.status, state.failing.message) : null;
  };
  const fromBody = (body: OccasionBody, occasion: Occasion): Occasion => {
    const values = { date: body.date, yearly: body.yearly ?? false };
    return { ...occasion, title: body.title, visibility: body.visibility ?? 'followers', ...values, next: nextOccurrence(values, todayOf()) };
  };
  const handlers: HttpHandler[] = [
    http.get('/api/occasions', () => json<Occasion[]>(state.mine)),
    http.get('/api/occasions/upcoming', () => (state.upcomingFailing ? error(state.upcomingFailing, 'Something went wrong') : json<UpcomingOccasion[]>(state.upcoming))),
    http.get('/api/users/:id/occasions', ({ params }) => json<Occasion[]>(state.members[String(params.id)] ?? [])),
    http.post('/api/occasions', async ({ request }) => {
      const body = (await request.json()) as OccasionBody;
      state.calls.push({ call: 'POST', body });
      const refused = await settle();
      if (refused) return refused;
      const occasion = fromBody(body, makeOccasion());
      state.mine = [...state.mine, occasion];
      return json({ message: 'Occasion added', occasion }, 201);
    }),
    http.put('/api/occasions/:id', async ({ params, request }) => {
      const body = (await request.json()) as OccasionBody;
      const id = String(params.id);
      state.calls.push({ call: `PUT ${id}`, body });
      const refused = await settle();
      if (refused) return refused;
      const before = state.mine.find((o) => o._id === id);
      if (!before) return error(404, 'Occasion not found');
      const occasion = fromBody(body, before);
      state.mine = state.mine.map((o) => (o._id === id ? occasion : o));
      return json({ message: 'Occasion updated', occasion });
    }),
    http.delete('/api/occasions/:id', async ({ params }) => {
      const id = String(params.id);
      state.calls.push({ call: `DELETE ${id}` });
      const refused = await settle();
      if (refused) return refused;
      state.mine = state.mine.filter((o) => o._id !== id);
      return json<MessageResponse>({ success: true, message: 'Occasion deleted' });
    }),
  ];
  return { state, handlers };
}

import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Desire, DesireBody } from '@contract/desire';
import type { Database } from '../../../server/src/db/client';
import { desires, follows, userSettings } from '../../../server/src/db/schema';
import { newId } from '../../../server/src/lib/ids';
import { createSession } from '../../../server/src/services/sessions';
import { createUser } from '../../../server/src/services/users';
import { bearer, uniqueEmail } from './members';
import { nextClientAddress, type TestApp } from './test-app';

/** A verified member made straight in the database, with a member session: fast, for tests about desires. */
export interface Member {
  id: string;
  fullName: string;
  email: string;
  token: string;
}

export async function makeMember(t: Pick<TestApp, 'database'>, fullName = 'Test Member', options: { email?: string; verified?: boolean } = {}): Promise<Member> {
  const email = options.email ?? uniqueEmail(fullName.toLowerCase().replace(/[^a-z]/g, '') || 'member');
  const user = await createUser(t.database.db, { email, fullName, password: 'correct horse battery', isVerified: options.verified ?? true, hasCompletedSignup: true });
  const { token } = await createSession(t.database.db, user.id, 'member');
  return { id: user.id, fullName, email, token };
}

export async function makeMembers<N extends string>(t: Pick<TestApp, 'database'>, names: readonly N[]): Promise<Record<N, Member>> {
  const made = await Promise.all(names.map((name) => makeMember(t, name)));
  return Object.fromEntries(names.map((name, i) => [name, made[i]])) as Record<N, Member>;
}

/** `follower` follows `followee`, written directly (the follow calls come in a later issue). */
export async function follow(db: Database, follower: Member, followee: Member): Promise<void> {
  await db.insert(follows).values({ followerId: follower.id, followeeId: followee.id }).onConflictDoNothing();
}

export async function saveSettings(db: Database, member: Member, values: Partial<typeof userSettings.$inferInsert>): Promise<void> {
  await db
    .insert(userSettings)
    .values({ userId: member.id, ...values })
    .onConflictDoUpdate({ target: userSettings.userId, set: values });
}

type Method = NonNullable<InjectOptions['method']>;

/** One API call, as a member (or a visitor with null), from its own address unless told. */
export function call(app: FastifyInstance, method: Method, url: string, as: Member | null, payload?: unknown, remoteAddress = nextClientAddress()) {
  return app.inject({
    method,
    url: url.startsWith('/api') ? url : `/api${url}`,
    headers: as ? bearer(as.token) : {},
    remoteAddress,
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
  });
}

export async function createDesire(app: FastifyInstance, owner: Member, body: Partial<DesireBody> = {}): Promise<Desire> {
  const res = await call(app, 'POST', '/desires', owner, { title: 'A desire', ...body });
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  return res.json<Desire>();
}

export const message = (res: { json: <T>() => T }) => res.json<{ message: string }>().message;

let inserted = 0;
/**
 * Desires written straight into the table (the triggers keep the counters), for tests that need
 * exact dates, statuses or counts; ids sort with their dates like real ones.
 */
export async function insertDesires(db: Database, rows: (Partial<typeof desires.$inferInsert> & { userId: string })[]): Promise<string[]> {
  const values = rows.map((row) => {
    const createdAt = row.createdAt ?? new Date();
    return { id: newId(createdAt), title: `Inserted desire ${++inserted}`, createdAt, updatedAt: createdAt, ...row };
  });
  await db.insert(desires).values(values);
  return values.map((v) => v.id);
}

export const minutesAgo = (n: number, from = Date.now()) => new Date(from - n * 60_000);
export const daysAgo = (n: number, from = Date.now()) => new Date(from - n * 24 * 60 * 60_000);

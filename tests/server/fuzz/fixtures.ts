import { desc, eq } from 'drizzle-orm';
import { categories, chats, desires, messages, notifications, uploads, users } from '../../../server/src/db/schema';
import { createSession } from '../../../server/src/services/sessions';
import { call, createDesire, follow, makeMember, type Member } from '../helpers/desires';
import { makeAdmin } from '../helpers/people';
import { multipart, pngBytes } from '../helpers/images';
import type { TestApp } from '../helpers/test-app';
import type { IdentityName } from './request';
import type { PoolName, Pools } from './values';

/** The passwords makeMember and makeAdmin give: the pools offer them so that sign-ins and password checks can succeed. */
const KNOWN_PASSWORDS = ['correct horse battery', 'admin password 1'];
const CATEGORIES = ['Travel', 'Books', 'Music', 'Home', 'Learning'];

/**
 * Calls that end the session or the account they are made with. A case on one of these gets a
 * member (or admin) of its own, so that the shared identities stay signed in for every other case.
 */
const SPENDS_IDENTITY = new Set(['POST /api/auth/logout', 'POST /api/admin/auth/logout', 'DELETE /api/user/account', 'PUT /api/user/change-password']);

export interface Fixtures {
  pools: Pools;
  /** The bearer token a case sends for its identity on this route (null: none). */
  tokenFor: (identity: IdentityName, routeKey: string, garbage: string) => Promise<string | null>;
  /** Reloads the pools from the database and puts back what the fuzz took away (desires, follows). */
  refresh: () => Promise<void>;
}

/**
 * A little real data, so that valid ids exist and routes reach past their existence checks: two
 * members who follow each other, one who has not verified their email, an admin, desires of every
 * visibility (one already being fulfilled), a comment and a reaction (so notifications exist), an upload,
 * a chat of the two with a few messages, and a shared category of hers shared with him.
 */
export async function setUpFixtures(t: TestApp): Promise<Fixtures> {
  const member = await makeMember(t, 'Fuzz Alice');
  const other = await makeMember(t, 'Fuzz Bob');
  const unverified = await makeMember(t, 'Fuzz Una', { verified: false });
  const admin = await makeAdmin(t, 'Fuzz Admin');
  const revoked = await makeMember(t, 'Fuzz Gone');
  const targets = [await makeMember(t, 'Fuzz Target One'), await makeMember(t, 'Fuzz Target Two')];
  await expectOk(call(t.app, 'POST', '/auth/logout', revoked));

  await expectOk(call(t.app, 'POST', `/follow/${member.id}`, other));
  await expectOk(call(t.app, 'POST', `/follow/${other.id}`, member));
  const shown = await createDesire(t.app, member, { title: 'A public wish', categories: ['Travel'], visibility: 'public' });
  const pledged = await createDesire(t.app, member, { title: 'A wish being fulfilled', visibility: 'public' });
  await createDesire(t.app, member, { title: 'For followers', visibility: 'followers' });
  await createDesire(t.app, member, { title: 'Just mine', visibility: 'private' });
  await createDesire(t.app, member, { title: 'Shared with Bob', visibility: 'custom', sharedWith: [other.id] });
  await createDesire(t.app, other, { title: "Bob's wish", visibility: 'public' });
  await expectOk(call(t.app, 'POST', `/desires/${shown._id}/comments`, other, { text: 'Lovely idea' }), 201);
  await expectOk(call(t.app, 'POST', `/desires/${shown._id}/react`, other, { emoji: '🔥' }));
  await expectOk(call(t.app, 'PATCH', `/desires/${pledged._id}/start-fulfillment`, other, { anonymous: false }));
  // A chat of the two with a few messages, so that chat calls reach past their membership checks.
  const chat = await startChatOf(t, member, other);
  for (const [who, content] of [[member, 'Hi Bob'], [other, 'Hi Alice'], [member, 'How are you?']] as const) {
    await expectOk(call(t.app, 'POST', `/chats/${chat}/messages`, who, { content }), 201);
  }
  // A shared category of hers with the public wish in it, shared with Bob, so that category calls and the shared pages find something.
  const category = await startCategoryOf(t, member);
  await expectOk(call(t.app, 'PUT', `/categories/${category}/shares`, member, { userIds: [other.id] }));
  const upload = multipart({ field: 'image', name: 'fuzz.png', type: 'image/png', bytes: await pngBytes() });
  await expectOk(t.app.inject({ method: 'POST', url: '/api/upload-image', headers: { ...upload.headers, authorization: `Bearer ${member.token}` }, payload: upload.payload }), 201);

  const fixed: Record<PoolName, string[]> = {
    userId: [member.id, other.id, unverified.id, admin.id],
    targetUserId: targets.map((target) => target.id),
    desireId: [shown._id, pledged._id],
    notificationId: [],
    chatId: [chat],
    messageId: [],
    categoryId: [category],
    publicId: [],
    uploadPath: [],
    uploadFile: [],
    email: [member.email, other.email, unverified.email, admin.email],
    password: KNOWN_PASSWORDS,
    category: CATEGORIES,
  };
  const pools: Record<PoolName, string[]> = structuredClone(fixed);
  const { db } = t.database;

  const refresh = async () => {
    const [desireRows, userRows, noticeRows, uploadRows, owned, chatRows, messageRows, categoryRows] = await Promise.all([
      db.select({ id: desires.id }).from(desires).orderBy(desc(desires.createdAt)).limit(30),
      db.select({ id: users.id, email: users.email }).from(users).orderBy(desc(users.createdAt)).limit(20),
      db.select({ id: notifications.id }).from(notifications).orderBy(desc(notifications.createdAt)).limit(30),
      db.select({ id: uploads.id, fileName: uploads.fileName }).from(uploads).orderBy(desc(uploads.createdAt)).limit(30),
      db.select({ id: desires.id }).from(desires).where(eq(desires.userId, member.id)).limit(3),
      db.select({ id: chats.id }).from(chats).orderBy(desc(chats.createdAt)).limit(10),
      db.select({ id: messages.id }).from(messages).orderBy(desc(messages.createdAt)).limit(30),
      db.select({ id: categories.id }).from(categories).orderBy(desc(categories.createdAt)).limit(30),
    ]);
    // Desires deleted by earlier cases come back, so that later ones still find something to act on.
    for (let i = owned.length; i < 3; i++) await createDesire(t.app, member, { title: `A wish again ${i}`, visibility: 'public' });
    await follow(db, other, member);
    await follow(db, member, other);
    // A chat deleted by both sides comes back as a new one (a block may refuse it: then the old one stays).
    await call(t.app, 'POST', '/chats', member, { otherUserId: other.id });
    pools.userId = unique([...fixed.userId, ...userRows.map((r) => r.id)]);
    const sharedIds = new Set([member.id, other.id, unverified.id, admin.id, revoked.id]);
    pools.targetUserId = unique([...fixed.targetUserId, ...userRows.map((r) => r.id)]).filter((id) => !sharedIds.has(id));
    pools.email = unique([...fixed.email, ...userRows.map((r) => r.email)]);
    pools.desireId = unique([...fixed.desireId, ...desireRows.map((r) => r.id)]);
    pools.notificationId = noticeRows.map((r) => r.id);
    pools.chatId = unique([...fixed.chatId, ...chatRows.map((r) => r.id)]);
    pools.messageId = messageRows.map((r) => r.id);
    pools.categoryId = unique([...fixed.categoryId, ...categoryRows.map((r) => r.id)]);
    pools.publicId = uploadRows.map((r) => r.id);
    pools.uploadFile = uploadRows.map((r) => r.fileName);
    pools.uploadPath = uploadRows.map((r) => `/uploads/${r.fileName}`);
  };
  await refresh();

  const shared: Record<Exclude<IdentityName, 'visitor' | 'garbage'>, string> = {
    member: member.token,
    other: other.token,
    unverified: unverified.token,
    admin: admin.token,
    adminAsMember: admin.memberKindToken,
    revoked: revoked.token,
  };
  let spare = 0;
  const tokenFor = async (identity: IdentityName, routeKey: string, garbage: string): Promise<string | null> => {
    if (identity === 'visitor') return null;
    if (identity === 'garbage') return garbage;
    if (!SPENDS_IDENTITY.has(routeKey) || identity === 'revoked') return shared[identity];
    if (identity === 'admin' || identity === 'adminAsMember') {
      const fresh = await makeAdmin(t, `Spare Admin ${++spare}`);
      return identity === 'admin' ? fresh.token : fresh.memberKindToken;
    }
    if (routeKey === 'POST /api/auth/logout') {
      // Signing out ends one session only: a new session of the same member will do.
      const owner: Member = identity === 'member' ? member : identity === 'other' ? other : unverified;
      return (await createSession(db, owner.id, 'member')).token;
    }
    return (await makeMember(t, `Spare Member ${++spare}`, { verified: identity !== 'unverified' })).token;
  };

  return { pools, tokenFor, refresh };
}

const unique = (values: string[]) => [...new Set(values)];

async function startChatOf(t: TestApp, member: Member, other: Member): Promise<string> {
  const res = await call(t.app, 'POST', '/chats', member, { otherUserId: other.id });
  if (res.statusCode !== 201) throw new Error(`fixture call failed: ${res.statusCode} ${res.body}`);
  return res.json<{ _id: string }>()._id;
}

async function startCategoryOf(t: TestApp, member: Member): Promise<string> {
  const res = await call(t.app, 'POST', '/categories', member, { name: 'Travel', visibility: 'shared', icon: '✈️' });
  if (res.statusCode !== 201) throw new Error(`fixture call failed: ${res.statusCode} ${res.body}`);
  return res.json<{ _id: string }>()._id;
}

async function expectOk(pending: Promise<{ statusCode: number; body: string }>, status = 200): Promise<void> {
  const res = await pending;
  if (res.statusCode !== status) throw new Error(`fixture call failed: ${res.statusCode} ${res.body}`);
}

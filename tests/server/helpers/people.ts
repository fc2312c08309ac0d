import type { FollowResult, MemberListItem, MemberProfile } from '@contract/user';
import type { Notification } from '@contract/notification';
import { createSession } from '../../../server/src/services/sessions';
import { createUser } from '../../../server/src/services/users';
import { call, type Member } from './desires';
import { uniqueEmail } from './members';
import type { TestApp } from './test-app';

/** An admin account with an admin session (and, for the odd test, a member-kind session of the same account). */
export async function makeAdmin(t: Pick<TestApp, 'database'>, fullName = 'Site Admin'): Promise<Member & { memberKindToken: string }> {
  const email = uniqueEmail('admin');
  const user = await createUser(t.database.db, { email, fullName, password: 'admin password 1', role: 'admin', isVerified: true, hasCompletedSignup: true });
  const { token } = await createSession(t.database.db, user.id, 'admin');
  const memberKind = await createSession(t.database.db, user.id, 'member');
  return { id: user.id, fullName, email, token, memberKindToken: memberKind.token };
}

export const followVia = async (t: TestApp, who: Member, whom: { id: string }) => {
  const res = await call(t.app, 'POST', `/follow/${whom.id}`, who);
  if (res.statusCode !== 200) throw new Error(`follow failed: ${res.statusCode} ${res.body}`);
  return res.json<FollowResult>();
};

export const profileOf = async (t: TestApp, who: Member, id: string) => (await call(t.app, 'GET', `/users/${id}`, who)).json<{ user: MemberProfile }>().user;

export const listOf = async (t: TestApp, who: Member, url: string) => (await call(t.app, 'GET', url, who)).json<MemberListItem[]>();

export const noticesOf = async (t: TestApp, who: Member) => (await call(t.app, 'GET', '/notifications', who)).json<Notification[]>();

export const unreadOf = async (t: TestApp, who: Member) => (await call(t.app, 'GET', '/notifications/unread-count', who)).json<{ count: number }>().count;

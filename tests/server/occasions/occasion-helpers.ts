import type { Occasion, OccasionBody } from '@contract/occasion';
import type { Notification } from '@contract/notification';
import { call, type Member } from '../helpers/desires';
import type { TestApp } from '../helpers/test-app';

/** Makes an occasion through the API; throws unless it was created. */
export async function addOccasion(t: TestApp, owner: Member, body: Partial<OccasionBody> = {}): Promise<Occasion> {
  const res = await call(t.app, 'POST', '/occasions', owner, { title: 'Birthday', date: '2026-12-20', ...body });
  if (res.statusCode !== 201) throw new Error(`occasion not created: ${res.statusCode} ${res.body}`);
  return res.json<{ occasion: Occasion }>().occasion;
}

/** The occasions a reader (null: a visitor) is shown on a member's profile. */
export async function profileOccasions(t: TestApp, reader: Member | null, memberId: string): Promise<{ status: number; list: Occasion[] }> {
  const res = await call(t.app, 'GET', `/users/${memberId}/occasions`, reader);
  return { status: res.statusCode, list: res.statusCode === 200 ? res.json<Occasion[]>() : [] };
}

/** The reader's occasion reminders, as the notifications list shows them. */
export async function remindersOf(t: TestApp, reader: Member): Promise<Notification[]> {
  const res = await call(t.app, 'GET', '/notifications', reader);
  return res.json<Notification[]>().filter((notice) => notice.type === 'occasion_reminder');
}

import { count } from 'drizzle-orm';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { createUser } from './users';

export const DEMO_PASSWORD = 'wishwell-demo';

export const DEMO_MEMBERS = [
  { email: 'maya@example.com', fullName: 'Maya Chen', bio: 'Collecting sunsets and vinyl records. Next stop: the northern lights.' },
  { email: 'leo@example.com', fullName: 'Leo Okafor', bio: 'Amateur chef, marathon hopeful, always planning the next trip.' },
  { email: 'sofia@example.com', fullName: 'Sofia Rossi', bio: 'Ceramics on weekends. Dreaming of a tiny studio by the sea.' },
  { email: 'arjun@example.com', fullName: 'Arjun Patel', bio: 'Engineer by day, stargazer by night.' },
  { email: 'emma@example.com', fullName: 'Emma Larsen', bio: 'Books, bikes and big mountains.' },
  { email: 'noah@example.com', fullName: 'Noah Kim', bio: 'Learning piano at 34. Never too late.' },
] as const;

/** Fills an empty database with demo members. Does nothing once any account exists. */
export async function seedDemoData(db: Database): Promise<{ seeded: boolean }> {
  const [row] = await db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return { seeded: false };
  for (const member of DEMO_MEMBERS) {
    await createUser(db, { ...member, password: DEMO_PASSWORD, isVerified: true, hasCompletedSignup: true });
  }
  return { seeded: true };
}

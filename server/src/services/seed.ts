import { count } from 'drizzle-orm';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { seedDemoDesires } from './seed-desires';
import type { ImageStore } from './uploads';
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

/**
 * Fills an empty database with demo members and their desires, follows, reactions, comments and
 * notifications (with generated cover images when an image store is given). Does nothing once any
 * account exists.
 */
export async function seedDemoData(db: Database, options: { images?: ImageStore } = {}): Promise<{ seeded: boolean }> {
  const [row] = await db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return { seeded: false };
  const created = await Promise.all(
    DEMO_MEMBERS.map((member) => createUser(db, { ...member, password: DEMO_PASSWORD, isVerified: true, hasCompletedSignup: true })),
  );
  await seedDemoDesires(
    db,
    created.map((user) => user.id),
    created.map((user) => user.fullName),
    options.images,
  );
  return { seeded: true };
}

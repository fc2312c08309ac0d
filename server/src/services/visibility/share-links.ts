import { and, eq, type SQL } from 'drizzle-orm';
import { categories } from '../../db/schema';
import { visibleTo } from './desires';
import { notHidden } from './members';

/*
 * What a link by name may lead to: only what a visitor (nobody signed in) could open already, a
 * desire by its public page or a category by its shared page. Checked when the link is made and
 * again each time it is followed, so that a desire made private later stops answering at once.
 */

/** A desire of `ownerId` that a visitor may open. */
export const desireOpenToVisitors = (ownerId: string): SQL => visibleTo(null, ownerId);

/** A category of `ownerId` that a visitor may open: shared, its owner neither blocked nor an admin. */
export const categoryOpenToVisitors = (ownerId: string): SQL =>
  and(eq(categories.userId, ownerId), eq(categories.visibility, 'shared'), notHidden(categories.userId))!;

import { and, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { desires, follows, savedDesires, users } from '../../db/schema';
import { visibleTo } from '../visibility/desires';
import { blockedBetween, inMembersSpace } from '../visibility/members';
import type { ExportContents } from './read-export';
import { chunks, type Tally } from './ledger';

/**
 * The follows of an export, by the email each followed member had there: a member of this server
 * with that email, in the members' space, not the member themselves nor blocked either way. Nobody
 * is told (a move of an account is not a new follow to announce); following again changes nothing.
 */
export async function importFollows(tx: Database, memberId: string, following: ExportContents['following'], tally: Tally): Promise<void> {
  const emails = [...new Set(following.map((f) => f.member.email?.trim().toLowerCase()).filter((e): e is string => Boolean(e)))];
  tally.skip('follows', 'not_found_here', following.length - following.filter((f) => f.member.email?.trim()).length);
  const found = new Map<string, string>();
  for (const part of chunks(emails)) {
    const rows = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(and(inArray(sql`lower(${users.email})`, part), inMembersSpace));
    for (const row of rows) found.set(row.email.toLowerCase(), row.id);
  }
  for (const email of emails) {
    const id = found.get(email);
    if (!id) {
      tally.skip('follows', 'not_found_here');
      continue;
    }
    if (id === memberId) {
      tally.skip('follows', 'not_allowed');
      continue;
    }
    // Blocked either way: counted as not found, so that the answer does not tell of a block.
    if (await blockedBetween(tx, memberId, id)) {
      tally.skip('follows', 'not_found_here');
      continue;
    }
    const added = await tx.insert(follows).values({ followerId: memberId, followeeId: id }).onConflictDoNothing().returning({ id: follows.followeeId });
    if (added.length > 0) tally.add('follows');
    else tally.skip('follows', 'already_imported');
  }
}

/**
 * Saved desires that exist here and that the member may see (services/visibility), with the date
 * they were saved. One of the member's own exported desires saves its imported copy instead when the
 * original is not here.
 */
export async function importSaved(tx: Database, memberId: string, saved: ExportContents['saved'], copies: ReadonlyMap<string, string>, tally: Tally): Promise<void> {
  const visible = new Set<string>();
  for (const part of chunks([...new Set(saved.map((s) => s.desireId))])) {
    const rows = await tx
      .select({ id: desires.id })
      .from(desires)
      .where(and(inArray(desires.id, part), visibleTo(memberId)));
    for (const row of rows) visible.add(row.id);
  }
  const seen = new Set<string>();
  for (const item of saved) {
    const desireId = visible.has(item.desireId) ? item.desireId : copies.get(item.desireId);
    if (!desireId || seen.has(desireId)) {
      tally.skip('saved', desireId ? 'already_imported' : 'not_found_here');
      continue;
    }
    seen.add(desireId);
    const added = await tx
      .insert(savedDesires)
      .values({ userId: memberId, desireId, createdAt: new Date(item.savedAt) })
      .onConflictDoNothing()
      .returning({ id: savedDesires.desireId });
    if (added.length > 0) tally.add('saved');
    else tally.skip('saved', 'already_imported');
  }
}

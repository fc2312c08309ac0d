import { and, eq, sql } from 'drizzle-orm';
import { desireLimits } from '@contract/limits';
import type { Database } from '../../db/client';
import { desires } from '../../db/schema';
import { importUrlMetadata, type UrlImportDeps } from '../url-metadata';
import type { LinkedDesire } from './apply-csv';

/** Pages read after one CSV import at most: a list of thousands of links is not a crawl. */
export const LINKED_PAGES_MAX = 200;

export interface LinkMetadataDeps extends UrlImportDeps {
  db: Database;
  /** Told once the desires changed (the read cache forgets them). */
  changed: () => void;
  /** True once the server is closing: the rest is left. */
  stopped: () => boolean;
  /** Told of a page that could not be read (refused by the address rules, gone, slow). */
  failed?: (desireId: string, error: unknown) => void;
}

const cap = (text: string | null | undefined, max: number) => (text ? text.trim().slice(0, max) || null : null);

/**
 * Reads each imported desire's page, one at a time and after the import has answered, under the URL
 * import's own rules (services/url-metadata: public addresses only, timeouts, size caps), and fills
 * what the row left empty: the picture, the description, the cost. A page that cannot be read
 * leaves its desire as it was.
 */
export async function fillFromLinks(deps: LinkMetadataDeps, memberId: string, linked: readonly LinkedDesire[]): Promise<void> {
  let changed = false;
  for (const { id, url } of linked.slice(0, LINKED_PAGES_MAX)) {
    if (deps.stopped()) break;
    try {
      const page = await importUrlMetadata(deps, memberId, url);
      if (page.isRestricted) continue;
      const updated = await deps.db
        .update(desires)
        .set({
          coverImage: sql`coalesce(${desires.coverImage}, ${page.image ?? null})`,
          description: sql`coalesce(${desires.description}, ${cap(page.description, desireLimits.descriptionMax)})`,
          estimatedCost: sql`coalesce(${desires.estimatedCost}, ${cap(page.price, desireLimits.estimatedCostMax)})`,
        })
        .where(and(eq(desires.id, id), eq(desires.userId, memberId)))
        .returning({ id: desires.id });
      changed ||= updated.length > 0;
    } catch (error) {
      deps.failed?.(id, error);
    }
  }
  if (changed) deps.changed();
}

import { eq, sql } from 'drizzle-orm';
import { negotiateLanguage, type Language, type LanguageChoice } from '@contract/languages';
import { DEFAULT_SETTINGS, type UpdateSettingsBody, type UserSettings } from '@contract/settings';
import type { Database } from '../db/client';
import { userSettings, type UserSettingsRow } from '../db/schema';

/** Before a member saves any: the spec's defaults, and digests on. */
const DEFAULTS = { ...DEFAULT_SETTINGS, emailDigest: true, notifyFulfillments: true, notifyMessages: true, language: 'auto' as const, surpriseByDefault: false };

const toSettings = (row: UserSettingsRow | undefined): UserSettings =>
  row
    ? {
        defaultVisibility: row.defaultVisibility,
        showMyActivity: row.showMyActivity,
        notifyFollowers: row.notifyFollowers,
        notifyReactions: row.notifyReactions,
        notifyComments: row.notifyComments,
        emailDigest: row.emailDigest,
        notifyFulfillments: row.notifyFulfillments,
        notifyMessages: row.notifyMessages,
        language: row.language,
        surpriseByDefault: row.surpriseByDefault,
      }
    : { ...DEFAULTS };

/** A member's settings; the defaults (public, every switch on) until they save some. */
export async function getSettings(db: Database, userId: string): Promise<UserSettings> {
  const [row] = await db.select().from(userSettings).where(eq(userSettings.userId, userId)).limit(1);
  return toSettings(row);
}

/**
 * Saves the fields given and keeps the others. Digests switched on again after being off note when
 * (digest/unsubscribe.ts): the unsubscribe links of earlier mails stop working.
 */
export async function updateSettings(db: Database, userId: string, patch: UpdateSettingsBody): Promise<UserSettings> {
  const now = new Date();
  const changes = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
  const switchedOn = patch.emailDigest === true ? { emailDigestOnAt: sql`case when ${userSettings.emailDigest} then ${userSettings.emailDigestOnAt} else ${now.toISOString()}::timestamptz end` } : {};
  const [row] = await db
    .insert(userSettings)
    .values({ ...DEFAULTS, ...changes, userId, updatedAt: now })
    .onConflictDoUpdate({ target: userSettings.userId, set: { ...changes, ...switchedOn, updatedAt: now } })
    .returning();
  return toSettings(row);
}

/** The member's language choice and the language of the browser they last signed in with, if known. */
export async function languageSettings(db: Database, userId: string): Promise<{ choice: LanguageChoice; browser: Language | null }> {
  const [row] = await db
    .select({ choice: userSettings.language, browser: userSettings.browserLanguage })
    .from(userSettings)
    .where(eq(userSettings.userId, userId))
    .limit(1);
  return row ?? { choice: 'auto', browser: null };
}

/**
 * Keeps the language of the browser the member signs in or verifies a code with (`tags`: its
 * Accept-Language, most wanted first): mail and push speak it while their choice is 'auto'. Nothing
 * when the browser sent no languages; no write when it is the one already kept.
 */
export async function recordBrowserLanguage(db: Database, userId: string, tags: readonly string[]): Promise<void> {
  if (tags.length === 0) return;
  const language = negotiateLanguage(tags);
  await db
    .insert(userSettings)
    .values({ userId, browserLanguage: language })
    .onConflictDoUpdate({ target: userSettings.userId, set: { browserLanguage: language }, setWhere: sql`${userSettings.browserLanguage} is distinct from ${language}` });
}

/**
 * Every key the app keeps in browser storage, and whose it is. This module is the only one that
 * touches the browser's storage: a key that is not listed here cannot be written, and a sign-out
 * removes every key of its owner. The member area and the admin area are signed in and out apart
 * (the spec keeps their tokens apart), so each sign-out leaves the other's keys alone.
 */
export type StorageOwner = 'member' | 'admin';
/** Whose a key is: a signed-in owner's, or the browser's own (kept across sign-outs). */
type KeyOwner = StorageOwner | 'browser';

/** The spec's token keys. */
export const storageKeys = {
  memberToken: 'social_exp_token',
  adminToken: 'admin_token',
  /** The language chosen on this browser (src/lib/language-choice.ts). */
  languageChoice: 'wishwell:language',
  /** The currency of the member's last priced desire (src/features/desires/model/currency.ts). */
  lastCurrency: 'wishwell:last-currency',
} as const;

/** Keys made of a prefix and an id. */
const prefixes = {
  desireDraft: 'wishwell:desire-draft:',
} as const;

type ExactKey = (typeof storageKeys)[keyof typeof storageKeys];
type PrefixedKey = `${(typeof prefixes)[keyof typeof prefixes]}${string}`;
export type StorageKey = ExactKey | PrefixedKey;

/** The one list: each exact key or prefix with its owner. */
const listed: readonly { key?: ExactKey; prefix?: string; owner: KeyOwner }[] = [
  { key: storageKeys.memberToken, owner: 'member' },
  { key: storageKeys.adminToken, owner: 'admin' },
  // One member's unsent create-desire form.
  { prefix: prefixes.desireDraft, owner: 'member' },
  // A language is the reader's, not an account's: the next one to sign in here reads the same one.
  { key: storageKeys.languageChoice, owner: 'browser' },
  // The member's last currency, for their next price.
  { key: storageKeys.lastCurrency, owner: 'member' },
];

const tokenKeyOf: Record<StorageOwner, ExactKey> = { member: storageKeys.memberToken, admin: storageKeys.adminToken };

/** Builds the keys that carry an id. */
export const storageKeyOf = {
  desireDraft: (memberId: string): StorageKey => `${prefixes.desireDraft}${memberId}`,
};

/** Whose a key is, or undefined when the app never writes it. */
export function ownerOfKey(key: string): KeyOwner | undefined {
  return listed.find((entry) => entry.key === key || (entry.prefix !== undefined && key.startsWith(entry.prefix)))?.owner;
}

/**
 * localStorage through the list. Like localStorage itself, each call may throw where storage is
 * unavailable (private modes, blocked cookies); callers decide what that means for them.
 */
export const browserStorage = {
  get: (key: StorageKey): string | null => window.localStorage.getItem(key),
  set(key: StorageKey, value: string): void {
    const owner = ownerOfKey(key);
    if (!owner) throw new Error(`"${key}" is not a listed storage key (src/lib/storage-keys.ts)`);
    // An owner's data is kept only while the owner is signed in: a save that comes after the sign-out
    // (a form's last one as it closes, another tab's) would otherwise outlive it.
    if (owner !== 'browser' && key !== tokenKeyOf[owner] && window.localStorage.getItem(tokenKeyOf[owner]) === null) return;
    window.localStorage.setItem(key, value);
  },
  remove: (key: StorageKey): void => window.localStorage.removeItem(key),
};

/** Removes every key of an owner, its token included, from both of the browser's storages. */
export function clearStorageOf(owner: StorageOwner): void {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- the browser's storage areas
  for (const area of ['localStorage', 'sessionStorage'] as const) {
    try {
      const storage = window[area];
      const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter((key): key is string => key !== null);
      for (const key of keys) if (ownerOfKey(key) === owner) storage.removeItem(key);
    } catch {
      /* storage unavailable: nothing was kept there */
    }
  }
}

/**
 * The one cookie the app writes: the language chosen on this browser, for the pages the server sends
 * before the app starts (contract/languages.ts `LANGUAGE_COOKIE`). A language is the reader's, so a
 * sign-out leaves it.
 */
export const languageCookie = {
  set(name: string, value: string | null): void {
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a cookie's attributes
    document.cookie = value === null ? `${name}=; path=/; max-age=0; samesite=lax` : `${name}=${encodeURIComponent(value)}; path=/; max-age=31536000; samesite=lax`;
  },
};

import { browserStorage, clearStorageOf, storageKeys, type StorageKey } from './storage-keys';

export type TokenKind = 'member' | 'admin';

const keyOf: Record<TokenKind, StorageKey> = { member: storageKeys.memberToken, admin: storageKeys.adminToken };
/** `fromOtherTab` is true when another tab changed the token. */
type Listener = (kind: TokenKind, fromOtherTab: boolean) => void;
const listeners = new Set<Listener>();
const memory: Record<TokenKind, string | null> = { member: null, admin: null };

function read(kind: TokenKind): string | null {
  try {
    return browserStorage.get(keyOf[kind]);
  } catch {
    // Storage can be unavailable (private modes, blocked cookies): the session then lasts for the page.
    return memory[kind];
  }
}

function notify(kind: TokenKind, fromOtherTab = false) {
  for (const listener of listeners) listener(kind, fromOtherTab);
}

/**
 * The bearer tokens, kept in browser storage under the spec's keys. Other tabs learn of a change
 * through the storage event, so signing out in one tab signs out all of them. Clearing a token is
 * a sign-out, whatever caused it (Log Out, the server refusing the token, another tab): every key of
 * its owner goes with it (lib/storage-keys.ts).
 */
export const sessionToken = {
  get: read,
  set(kind: TokenKind, token: string) {
    memory[kind] = token;
    try {
      browserStorage.set(keyOf[kind], token);
    } catch {
      /* kept in memory only */
    }
    notify(kind);
  },
  clear(kind: TokenKind) {
    memory[kind] = null;
    clearStorageOf(kind);
    notify(kind);
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    for (const kind of ['member', 'admin'] as const) {
      if (event.key !== keyOf[kind] && event.key !== null) continue;
      // Signed out in another tab: what this tab saved since then goes too.
      if (event.key === keyOf[kind] && event.newValue === null) {
        memory[kind] = null;
        clearStorageOf(kind);
      }
      notify(kind, true);
    }
  });
}

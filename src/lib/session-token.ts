import { storageKeys } from './storage-keys';

export type TokenKind = 'member' | 'admin';

const keyOf: Record<TokenKind, string> = { member: storageKeys.memberToken, admin: storageKeys.adminToken };
/** `fromOtherTab` is true when another tab changed the token. */
type Listener = (kind: TokenKind, fromOtherTab: boolean) => void;
const listeners = new Set<Listener>();
const memory: Record<TokenKind, string | null> = { member: null, admin: null };

function read(kind: TokenKind): string | null {
  try {
    return window.localStorage.getItem(keyOf[kind]);
  } catch {
    // Storage can be unavailable (private modes, blocked cookies): the session then lasts for the page.
    return memory[kind];
  }
}

function notify(kind: TokenKind, fromOtherTab = false) {
  for (const listener of listeners) listener(kind, fromOtherTab);
}

/**
 * The bearer tokens, kept in localStorage under the spec's keys. Other tabs learn of a change
 * through the storage event, so signing out in one tab signs out all of them.
 */
export const sessionToken = {
  get: read,
  set(kind: TokenKind, token: string) {
    memory[kind] = token;
    try {
      window.localStorage.setItem(keyOf[kind], token);
    } catch {
      /* kept in memory only */
    }
    notify(kind);
  },
  clear(kind: TokenKind) {
    memory[kind] = null;
    try {
      window.localStorage.removeItem(keyOf[kind]);
    } catch {
      /* nothing stored */
    }
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
      if (event.key === keyOf[kind] || event.key === null) notify(kind, true);
    }
  });
}

import { http, type RequestHandler, type WebSocketHandler } from 'msw';
import { adminHandlers } from './admin';
import { authHandlers } from './auth';
import { categoryHandlers } from './categories';
import { chatHandlers } from './chats';
import { desireChangeHandlers } from './desire-changes';
import { desireReadHandlers } from './desires';
import { fulfilmentHandlers } from './fulfilment';
import { createLiveChannel } from './live';
import { MESSAGES } from './messages';
import { notificationHandlers } from './notifications';
import { reactionHandlers } from './reactions';
import { api, fail, type Backend } from './respond';
import { demoSeed, type Seed } from './seed';
import { sharedHandlers } from './shared';
import { SpecStore } from './store';
import { uploadHandlers } from './uploads';
import { userHandlers } from './users';

/**
 * A backend made of the spec alone, in MSW: a handler for every call the two documents name
 * (contract/spec-endpoints.ts), answering only the fields they name, over an in-memory store. Each call
 * builds an independent one, so tests do not share state.
 */

/** Any other `/api` call: what a backend without that endpoint answers. */
export const FALLBACK_PATH = api('/*');

export interface SpecBackend {
  handlers: (RequestHandler | WebSocketHandler)[];
  store: SpecStore;
  /** Back to the seed: the store refilled, live connections closed. */
  reset(): void;
}

export function createSpecBackend(seed: Seed = demoSeed): SpecBackend {
  const store = new SpecStore();
  const live = createLiveChannel(store);
  const backend: Backend = { store, live };
  seed(store);

  // Within each group the fixed paths come before `:id` ones: MSW answers with the first match.
  const handlers = [
    ...authHandlers(backend),
    ...uploadHandlers(backend),
    ...userHandlers(backend),
    ...desireReadHandlers(backend),
    ...reactionHandlers(backend),
    ...fulfilmentHandlers(backend),
    ...desireChangeHandlers(backend),
    ...notificationHandlers(backend),
    ...chatHandlers(backend),
    ...categoryHandlers(backend),
    ...sharedHandlers(backend),
    ...adminHandlers(backend),
    live.handler,
    http.all(FALLBACK_PATH, () => fail(404, MESSAGES.notFound)),
  ];

  return {
    handlers,
    store,
    reset() {
      live.closeAll();
      store.clear();
      seed(store);
    },
  };
}

export { DEMO_ADMIN, DEMO_MEMBERS, DEMO_PASSWORD, demoSeed, type Seed } from './seed';
export type { SpecStore } from './store';

import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { authQueries } from '@/features/auth/api/queries';
import { sessionEndReason } from '@/features/auth/api/session-end';
import { env } from '@/config/env';
import { LiveSocket, liveUrl, type LiveState } from '@/lib/live-socket';
import { sessionToken } from '@/lib/session-token';
import { whenSettled } from '@/lib/when-settled';

const LiveStateContext = createContext<LiveState>('closed');

/** "Live" while the channel is open, "Offline" otherwise (connecting and waiting to retry included). */
export const useLiveState = () => useContext(LiveStateContext);

// Parsing and the feature patchers load when the channel first opens: a visitor never needs them.
const loadDispatch = () => import('./dispatch');

const isPong = (message: unknown) => typeof message === 'object' && message !== null && (message as { type?: unknown }).type === 'pong';

/**
 * Keeps the live channel open while a member token exists, and hands every message to the
 * features' patchers. After a reconnect the lists it keeps fresh are read again.
 */
export function LiveConnection({ children }: { children: ReactNode }) {
  const client = useQueryClient();
  const [socket] = useState(
    () =>
      new LiveSocket({
        url: (token) => liveUrl(token, { wsUrl: env.wsUrl, apiUrl: env.apiUrl, pageUrl: window.location.href }),
        // While the page shows, the server sends no pushes to the member's devices: the live channel tells them.
        visible: () => document.visibilityState === 'visible',
      }),
  );
  const [state, setState] = useState<LiveState>(socket.current);

  useEffect(() => {
    // Messages are applied in the order they came, also while the dispatcher is still loading.
    let queue = Promise.resolve();
    let fetchingDispatch: (() => void) | null = null;
    // Who reads, as the session check last said.
    const viewerId = () => client.getQueryData(authQueries.session().queryKey)?._id ?? '';
    const stopListening = socket.listen({
      state: (next) => {
        setState(next);
        // Fetched while the channel is surely reachable, so that it is at hand when the network goes;
        // once the first screen is up, since the channel opens while the screen is still rendering.
        if (next === 'open' && !fetchingDispatch) fetchingDispatch = whenSettled(() => void loadDispatch().catch(() => undefined), { afterMs: 1000, latestMs: 5000 });
      },
      message: (message) => {
        // The answer to the channel's own ping changes nothing: it does not need the dispatcher, which
        // would otherwise load, schemas and all, as the first screen renders.
        if (isPong(message)) return;
        queue = queue.then(async () => (await loadDispatch()).dispatchLiveMessage(message, client, viewerId())).catch(() => undefined);
      },
      reconnected: () => {
        queue = queue.then(async () => (await loadDispatch()).refreshLiveLists(client)).catch(() => undefined);
      },
      // The server does not take the token: the session check decides whether it is still good. A
      // reason it gives (an admin's block, say) is kept for the sign-in page the member lands on.
      refused: (_code, reason) => {
        sessionEndReason.note(reason);
        void client.invalidateQueries({ queryKey: authQueries.session().queryKey });
      },
    });
    const follow = () => {
      const token = sessionToken.get('member');
      if (token) socket.start(token);
      else socket.stop();
    };
    follow();
    const onVisibility = () => socket.ping();
    document.addEventListener('visibilitychange', onVisibility);
    const stopFollowing = sessionToken.subscribe((kind) => {
      if (kind === 'member') follow();
    });
    return () => {
      stopListening();
      stopFollowing();
      document.removeEventListener('visibilitychange', onVisibility);
      socket.stop();
      fetchingDispatch?.();
    };
  }, [client, socket]);

  return <LiveStateContext.Provider value={state}>{children}</LiveStateContext.Provider>;
}

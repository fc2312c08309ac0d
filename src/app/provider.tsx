import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { authQueries } from '@/features/auth/api/queries';
import { toastStore } from '@/components/ui/toast';
import { createQueryClient } from '@/lib/query-client';
import { sessionToken } from '@/lib/session-token';
import { LiveConnection } from './live/live-connection';

/** When another tab signs in or out, this tab follows: its session is checked again and old data goes. */
function useFollowOtherTabs(queryClient: QueryClient) {
  useEffect(
    () =>
      sessionToken.subscribe((kind, fromOtherTab) => {
        if (!fromOtherTab) return;
        if (kind === 'member') {
          queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== authQueries.all()[0] });
          void queryClient.resetQueries(authQueries.session());
        } else {
          void queryClient.resetQueries(authQueries.adminSession());
        }
      }),
    [queryClient],
  );
}

const Toaster = lazy(() => import('@/components/ui/toaster').then((m) => ({ default: m.Toaster })));

/** The toaster loads when the page is first idle, or at once when a toast comes before that. */
function DeferredToaster() {
  const [wanted, setWanted] = useState(() => toastStore.snapshot().length > 0);
  useEffect(() => {
    if (wanted) return;
    const unsubscribe = toastStore.subscribe(() => setWanted(true));
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 200));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = idle(() => setWanted(true));
    return () => {
      unsubscribe();
      cancel(handle);
    };
  }, [wanted]);
  return wanted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

export function AppProvider({ children, queryClient: given }: { children: ReactNode; queryClient?: QueryClient }) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  useFollowOtherTabs(queryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <LiveConnection>{children}</LiveConnection>
      <DeferredToaster />
    </QueryClientProvider>
  );
}

import { useEffect, useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { authQueries } from '@/features/auth/api/queries';
import { Toaster } from '@/components/ui/toast';
import { createQueryClient } from '@/lib/query-client';
import { sessionToken } from '@/lib/session-token';

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

export function AppProvider({ children, queryClient: given }: { children: ReactNode; queryClient?: QueryClient }) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  useFollowOtherTabs(queryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster />
    </QueryClientProvider>
  );
}

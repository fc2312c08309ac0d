import { Fragment, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nProvider, useLingui } from '@lingui/react';
import { i18n } from '@/lib/i18n';
import { authQueries } from '@/features/auth/api/queries';
import { toastStore } from '@/components/ui/toast';
import { createQueryClient } from '@/lib/query-client';
import { untilLoaded } from '@/lib/lazy-part';
import { sessionToken } from '@/lib/session-token';
import { onFirstInput } from '@/lib/on-first-input';
import { LiveConnection } from './live/live-connection';
import { LanguageFollower } from './language';

/**
 * When the member's session ends, whatever ended it (Log Out, the server refusing the token, another
 * tab), what was read with it goes, so the next member to sign in here never sees it. When another tab
 * signs in or out, this tab follows: its session is checked again and old data goes.
 */
function useFollowSessions(queryClient: QueryClient) {
  useEffect(
    () =>
      sessionToken.subscribe((kind, fromOtherTab) => {
        if (kind === 'member') {
          if (fromOtherTab || !sessionToken.get('member')) queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== authQueries.all()[0] });
          if (fromOtherTab) void queryClient.resetQueries(authQueries.session());
        } else if (fromOtherTab) {
          void queryClient.resetQueries(authQueries.adminSession());
        }
      }),
    [queryClient],
  );
}

type ToasterComponent = ComponentType;

/** The toaster's code; a failed load (the network is down) is tried again later, never thrown. */
async function loadToaster(): Promise<ToasterComponent> {
  return (await import('@/components/ui/toaster')).Toaster;
}

/**
 * The toaster loads when the member first acts (a pointer or a key pressed anywhere), or at once when
 * a toast comes before that. Toasts answer what a member does, so its code is there before the answer
 * it reports; a visit that only reads never fetches it (9 KB, a third of a first visit's later code).
 * It is not a React.lazy component: a load that fails while the member is offline would throw through
 * the whole app. Instead it is tried again every 5 s and when the browser is back online, for as long
 * as it takes (`untilLoaded`); toasts raised meanwhile wait in the store.
 */
function DeferredToaster() {
  const [wanted, setWanted] = useState(() => toastStore.snapshot().length > 0);
  const [Toaster, setToaster] = useState<ToasterComponent | null>(null);
  useEffect(() => {
    if (wanted) return;
    const want = () => setWanted(true);
    const unsubscribe = toastStore.subscribe(want);
    const stopWatching = onFirstInput(want);
    return () => {
      unsubscribe();
      stopWatching();
    };
  }, [wanted]);
  useEffect(() => {
    if (!wanted || Toaster) return;
    let stopped = false;
    void untilLoaded(loadToaster, { everyMs: 5000, attempts: Number.POSITIVE_INFINITY }).then((component) => {
      if (!stopped) setToaster(() => component);
    });
    return () => {
      stopped = true;
    };
  }, [wanted, Toaster]);
  return Toaster ? <Toaster /> : null;
}

/**
 * The screens are built again when the language changes, so that every text, also one worked out
 * outside a component that reads the language (a time ago, a page title), is in the new one. The
 * data, the live connection and the toasts stay.
 */
function InLanguage({ children }: { children: ReactNode }) {
  const { i18n: active } = useLingui();
  return <Fragment key={active.locale}>{children}</Fragment>;
}

export function AppProvider({ children, queryClient: given }: { children: ReactNode; queryClient?: QueryClient }) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  useFollowSessions(queryClient);
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <LiveConnection>
          <InLanguage>{children}</InLanguage>
        </LiveConnection>
        <DeferredToaster />
        <LanguageFollower />
      </QueryClientProvider>
    </I18nProvider>
  );
}

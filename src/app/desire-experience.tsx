import { createContext, Suspense, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession } from '@/features/auth/api/queries';
import { DesireEnvironmentProvider, type DesireEnvironmentValue } from '@/features/desires/components/desire-environment';
import type { DesireFormMode } from '@/features/desires/components/desire-form/desire-form-dialog';
import { ReportMenuItem, ReportProvider } from '@/features/reports/components/report-provider';
import { settingsQueries } from '@/features/settings/api/queries';
import { useOneSheetAtATime } from '@/lib/one-sheet';
import { useBackCloses } from '@/lib/use-back-closes';
import { lazyPart } from '@/lib/lazy-part';
import { nextTask } from '@/lib/next-task';

const DesireEditor = lazyPart(() => import('./desire-editor').then((m) => m.DesireEditor));
const AuthDialog = lazyPart(() => import('@/features/auth/components/auth-dialog').then((m) => m.AuthDialog));
// Offered in the report dialog once a report is in; loads with it, not with the app.
const MuteBlockActions = lazyPart(() => import('@/features/profile/components/mute-block-actions').then((m) => m.MuteBlockActions));
const muteOrBlock = (member: { _id: string }) => (
  <Suspense fallback={null}>
    <MuteBlockActions userId={member._id} />
  </Suspense>
);

interface DesireActions {
  /** Opens the create dialog, with a category fixed when it is opened from one. */
  openCreate: (options?: { category?: string }) => void;
  /** Opens the sign-in dialog (the visitor's login prompt). */
  openLogin: () => void;
}

const DesireActionsContext = createContext<DesireActions | null>(null);

export function useDesireActions(): DesireActions {
  const value = useContext(DesireActionsContext);
  if (!value) throw new Error('useDesireActions needs DesireExperience');
  return value;
}

/**
 * The spec's three reads on start (stats, trending, the first public page). No screen's first paint
 * needs them (the feed reads its own), so they wait until the page has loaded, the screen's own reads
 * have answered and the browser is idle: sent at once, they took bandwidth and main-thread time from
 * the screen being opened.
 */
function useWarmUp() {
  const client = useQueryClient();
  useEffect(() => {
    let stopped = false;
    const cleanups: (() => void)[] = [];
    // The reads' code, and the contract's desire schemas with it, load here rather than with the app:
    // of the first screens only the post page needs them, and it brings them itself.
    const warm = () => {
      if (stopped) return;
      // The desires' schemas, the categories' (which build on them) and the reads' code are each
      // evaluated in a task of their own (scripts/first-visit-chunks.ts).
      void import('@contract/desire')
        .then(nextTask)
        .then(() => import('@contract/category'))
        .then(nextTask)
        .then(() => import('@/features/desires/api/queries'))
        .then(({ desireQueries }) => {
          // The reads start in a task of their own: the module's evaluation just now was one already.
          window.setTimeout(() => {
            if (stopped) return;
            void client.prefetchQuery(desireQueries.stats());
            void client.prefetchQuery(desireQueries.trending());
            void client.prefetchQuery(desireQueries.warmPublic());
          });
        });
    };
    const whenIdle = () => {
      if (window.requestIdleCallback) {
        const handle = window.requestIdleCallback(warm, { timeout: 3000 });
        cleanups.push(() => window.cancelIdleCallback(handle));
      } else {
        const timer = window.setTimeout(warm, 200);
        cleanups.push(() => window.clearTimeout(timer));
      }
    };
    const whenQuiet = () => {
      if (client.isFetching() === 0) return whenIdle();
      const unsubscribe = client.getQueryCache().subscribe(() => {
        if (client.isFetching() > 0) return;
        unsubscribe();
        whenIdle();
      });
      cleanups.push(unsubscribe);
    };
    if (document.readyState === 'complete') {
      whenQuiet();
    } else {
      window.addEventListener('load', whenQuiet, { once: true });
      cleanups.push(() => window.removeEventListener('load', whenQuiet));
    }
    return () => {
      stopped = true;
      for (const cleanup of cleanups) cleanup();
    };
  }, [client]);
}

/**
 * Gives every screen what desire cards need from the rest of the app: who is reading, the
 * create and edit dialog, and the login prompt for visitors. Features stay apart; this joins them.
 */
export function DesireExperience({ children }: { children: ReactNode }) {
  useWarmUp();
  const { status, user } = useSession();
  const member = status === 'signed-in' ? user : null;
  const [id, fullName, profileImage] = [member?._id, member?.fullName, member?.profileImage];
  const viewer = useMemo(() => (id ? { _id: id, fullName: fullName ?? '', profileImage: profileImage ?? null } : null), [id, fullName, profileImage]);
  const signedIn = viewer !== null;
  const [editor, setEditor] = useState<DesireFormMode | null>(null);
  const [loginOpen, setLoginOpen] = useState(false);
  useOneSheetAtATime(editor !== null && signedIn, () => setEditor(null));
  // Back closes the dialog; what was typed stays in the draft (the create form writes it as it changes).
  useBackCloses(editor !== null && signedIn, () => setEditor(null));
  const settings = useQuery({ ...settingsQueries.mine(), enabled: signedIn });

  const openLogin = useCallback(() => setLoginOpen(true), []);
  const openCreate = useCallback((options?: { category?: string }) => setEditor({ kind: 'create', category: options?.category }), []);

  const environment = useMemo<DesireEnvironmentValue>(
    () => ({
      viewer,
      requireLogin: openLogin,
      editDesire: (desire) => setEditor({ kind: 'edit', desire }),
      reportItem: (target) => <ReportMenuItem target={target} />,
    }),
    [viewer, openLogin],
  );
  const actions = useMemo(() => ({ openCreate, openLogin }), [openCreate, openLogin]);

  return (
    <DesireActionsContext.Provider value={actions}>
      <DesireEnvironmentProvider value={environment}>
        <ReportProvider memberId={viewer?._id ?? null} memberActions={muteOrBlock}>
          {children}
        </ReportProvider>
        {editor && signedIn ? (
          <Suspense fallback={null}>
            <DesireEditor
              key={editor.kind === 'edit' ? editor.desire._id : 'create'}
              mode={editor}
              onClose={() => setEditor(null)}
              defaultVisibility={settings.data?.defaultVisibility ?? 'public'}
            />
          </Suspense>
        ) : null}
        {loginOpen && !signedIn ? (
          <Suspense fallback={null}>
            <AuthDialog open={loginOpen} onOpenChange={setLoginOpen} />
          </Suspense>
        ) : null}
      </DesireEnvironmentProvider>
    </DesireActionsContext.Provider>
  );
}

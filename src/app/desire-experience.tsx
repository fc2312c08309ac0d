import { createContext, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Desire } from '@contract/desire';
import { useSession } from '@/features/auth/api/queries';
import { DesireEnvironmentProvider, type DesireEnvironmentValue } from '@/features/desires/components/desire-environment';
import type { DesireFormMode } from '@/features/desires/components/desire-form/desire-form-dialog';
import { useWarmUp } from '@/features/desires/api/warm-up';
import { authorOf } from '@/features/desires/model/desire';
import type { SharedPage } from '@/features/desires/model/shared-page';
import { ReportMenuItem, ReportProvider } from '@/features/reports/components/report-provider';
import { settingsQueries } from '@/features/settings/api/queries';
import { useOneSheetAtATime } from '@/lib/one-sheet';
import { useBackCloses } from '@/lib/use-back-closes';
import { lazyPart } from '@/lib/lazy-part';

const DesireEditor = lazyPart(() => import('./desire-editor').then((m) => m.DesireEditor));
const AuthDialog = lazyPart(() => import('@/features/auth/components/auth-dialog').then((m) => m.AuthDialog));
// Offered in the report dialog once a report is in; loads with it, not with the app.
const MuteBlockActions = lazyPart(() => import('@/features/profile/components/mute-block-actions').then((m) => m.MuteBlockActions));
// A desire's occasion: its code loads with the first card of a desire linked to one.
// Custom link (a link by name, an extra) on the owner's public desires: loaded when first opened.
const CustomLinkDialog = lazyPart(() => import('@/features/share-links/components/custom-link-dialog').then((m) => m.CustomLinkDialog));
const DesireOccasion = lazyPart(() => import('@/features/occasions/components/desire-occasion').then((m) => m.DesireOccasion));
const occasionOf = (desire: Desire) =>
  desire.occasionId ? (
    <Suspense fallback={null}>
      <DesireOccasion ownerId={authorOf(desire)._id} occasionId={desire.occasionId} />
    </Suspense>
  ) : null;
const muteOrBlock = (member: { _id: string }) => (
  <Suspense fallback={null}>
    <MuteBlockActions userId={member._id} />
  </Suspense>
);

interface DesireActions {
  /** Opens the create dialog, with a category fixed when it is opened from one, or a page shared from another app. */
  openCreate: (options?: { category?: string; shared?: SharedPage }) => void;
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

  const surpriseByDefault = settings.data?.surpriseByDefault;
  const gifting = useMemo(() => (typeof surpriseByDefault === 'boolean' ? { surpriseByDefault } : null), [surpriseByDefault]);

  const openLogin = useCallback(() => setLoginOpen(true), []);
  const openCreate = useCallback((options?: { category?: string; shared?: SharedPage }) => setEditor({ kind: 'create', ...options }), []);

  const environment = useMemo<DesireEnvironmentValue>(
    () => ({
      viewer,
      requireLogin: openLogin,
      editDesire: (desire) => setEditor({ kind: 'edit', desire }),
      reportItem: (target) => <ReportMenuItem target={target} />,
      renderOccasion: occasionOf,
      customLinkDialog: ({ desire, onOpenChange }) => (
        <Suspense fallback={null}>
          <CustomLinkDialog type="post" referenceId={desire._id} title={desire.title} open onOpenChange={onOpenChange} />
        </Suspense>
      ),
      gifting,
    }),
    [viewer, openLogin, gifting],
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

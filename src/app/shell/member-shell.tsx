import { Suspense, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { t } from '@lingui/core/macro';
import { useQuery } from '@tanstack/react-query';
import { useLogout } from '@/features/auth/api/logout';
import { useSession } from '@/features/auth/api/queries';
import { chatQueries } from '@/features/chat/api/queries';
import { notificationQueries } from '@/features/notifications/api/queries';
import { ScreenLoading } from '@/components/layout/screen-loading';
import { toast } from '@/components/ui/toast';
import { paths } from '@contract/pages/paths';
import { useOneSheetAtATime } from '@/lib/one-sheet';
import { lazyPart } from '@/lib/lazy-part';
import { useDesireActions } from '../desire-experience';
import { useLiveState } from '../live/live-connection';
import { useRetryUnanswered } from './retry-unanswered';
import { useConnection } from './use-connection';

// The header, menus and navigation load only for a signed-in member (server/src/lib/route-modules.ts
// names them in the member screens' pages): a visitor on a shared page gets the screen alone.
const SignedInShell = lazyPart(() => import('./signed-in-shell').then((m) => m.SignedInShell));

/**
 * The member shell around every screen but the ones the spec keeps bare. Its state (the side menu,
 * the unread counts, logging out) lives here, so it outlasts the signed-in part: the logout's
 * answer is still handled when signing out has already taken that part away.
 */
export function MemberShell() {
  const { status, user } = useSession();
  const signedIn = status === 'signed-in' && user !== null;
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuUsed, setMenuUsed] = useState(false);
  useOneSheetAtATime(menuOpen, () => setMenuOpen(false));
  const navigate = useNavigate();
  const logout = useLogout();
  const { openCreate } = useDesireActions();
  const notifications = useQuery({ ...notificationQueries.unreadCount(), enabled: signedIn });
  const messages = useQuery({ ...chatQueries.unreadCount(), enabled: signedIn });
  const counts = { notifications: notifications.data ?? 0, messages: messages.data ?? 0 };
  const live = useLiveState() === 'open';
  const connection = useConnection();
  useRetryUnanswered(connection);
  const location = useLocation();
  const chatOpen = location.pathname === paths.chat() && new URLSearchParams(location.search).has('chatId');

  const onLogout = () => {
    if (logout.isPending) return;
    logout.mutate(undefined, {
      onSettled: () => {
        toast.success(t`Logged out successfully`);
        navigate(paths.auth, { replace: true });
      },
    });
  };

  if (!signedIn) {
    return (
      <main id="main" className="min-h-dvh">
        <Suspense fallback={<ScreenLoading />}>
          <Outlet />
        </Suspense>
      </main>
    );
  }

  return (
    <Suspense fallback={<ScreenLoading />}>
      <SignedInShell
        user={user}
        counts={counts}
        live={live}
        connection={connection}
        onCreate={() => openCreate()}
        chatOpen={chatOpen}
        onLogout={onLogout}
        menu={{
          open: menuOpen,
          used: menuUsed,
          show: () => {
            setMenuUsed(true);
            setMenuOpen(true);
          },
          onOpenChange: setMenuOpen,
        }}
      />
    </Suspense>
  );
}

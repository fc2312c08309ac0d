import { lazy, Suspense, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useLogout } from '@/features/auth/api/mutations';
import { useSession } from '@/features/auth/api/queries';
import { chatQueries } from '@/features/chat/api/queries';
import { notificationQueries } from '@/features/notifications/api/queries';
import { TopUserSearch } from '@/features/search/components/top-user-search';
import { BottomBar } from '@/components/layout/bottom-bar';
import { DesktopSidebar } from '@/components/layout/desktop-sidebar';
import { MobileHeader } from '@/components/layout/mobile-header';
import { OfflineNotice } from '@/components/layout/offline-notice';
import { MobilePageBar, TopBar } from '@/components/layout/top-bar';
import { ScreenLoading } from '@/components/layout/screen-loading';
import { toast } from '@/components/ui/toast';
import { TooltipProvider } from '@/components/ui/tooltip';
import { paths } from '@/config/paths';
import { useOnline } from '@/lib/use-online';
import { useOneSheetAtATime } from '@/lib/one-sheet';
import { useDesireActions } from '../desire-experience';
import { useLiveState } from '../live/live-connection';

// The side menu's dialog code is fetched when the menu is first opened (or the button is touched).
const loadSideMenu = () => import('@/components/layout/side-menu');
const SideMenu = lazy(() => loadSideMenu().then((m) => ({ default: m.SideMenu })));

/**
 * The member shell: header, menus and navigation for a signed-in member, around every screen but
 * the ones the spec keeps bare. Visitors on shared pages get the screen alone.
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
  const online = useOnline();
  // The bottom bar's create button is hidden while a chat is open (phones and tablets only have it).
  const location = useLocation();
  const chatOpen = location.pathname === paths.chat() && new URLSearchParams(location.search).has('chatId');

  const onLogout = () => {
    if (logout.isPending) return;
    logout.mutate(undefined, {
      onSettled: () => {
        toast.success('Logged out successfully');
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
    <TooltipProvider>
    <div className="min-h-dvh">
      <a href="#main" className="sr-only focus:not-sr-only focus:fixed focus:left-3 focus:top-3 focus:z-[90] focus:rounded-lg focus:bg-card focus:px-4 focus:py-2 focus:shadow-lg">
        Skip to content
      </a>
      <MobileHeader
        user={user}
        onOpenMenu={() => {
          setMenuUsed(true);
          setMenuOpen(true);
        }}
        onPrepareMenu={() => void loadSideMenu()}
      />
      <DesktopSidebar user={user} counts={counts} onLogout={onLogout} onCreate={() => openCreate()} />
      <div className="lg:pl-64">
        <TopBar unread={counts.notifications} live={live} search={<TopUserSearch />} />
        <MobilePageBar />
        <main id="main" tabIndex={-1} className="mx-auto w-full max-w-6xl px-4 pb-28 pt-4 outline-none md:px-6 lg:px-8 lg:pb-12 lg:pt-6">
          {online ? null : <OfflineNotice />}
          <Suspense fallback={<ScreenLoading />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
      <BottomBar counts={counts} onCreate={chatOpen ? undefined : () => openCreate()} />
      {menuUsed ? (
        <Suspense fallback={null}>
          <SideMenu open={menuOpen} onOpenChange={setMenuOpen} user={user} counts={counts} live={live} onLogout={onLogout} />
        </Suspense>
      ) : null}
    </div>
    </TooltipProvider>
  );
}

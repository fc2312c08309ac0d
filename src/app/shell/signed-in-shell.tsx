import { Suspense, useState, type CSSProperties } from 'react';
import { Outlet } from 'react-router-dom';
import { Trans } from '@lingui/react/macro';
import { BottomBar } from '@/components/layout/bottom-bar';
import { DesktopSidebar } from '@/components/layout/desktop-sidebar';
import { MobileHeader } from '@/components/layout/mobile-header';
import { ConnectionNotice, type ConnectionState } from '@/components/layout/offline-notice';
import type { ShellUser, UnreadCounts } from '@/components/layout/nav-items';
import { MobilePageBar, TopBar } from '@/components/layout/top-bar';
import { ScreenLoading } from '@/components/layout/screen-loading';
import { TooltipProvider } from '@/components/ui/tooltip';
import { useIsDesktop } from '@/lib/use-media-query';
import { useOccasionsOffered } from '@/features/occasions/api/mine-query';
import { lazyPart } from '@/lib/lazy-part';

// The side menu's dialog code is fetched when the menu is first opened (or the button is touched).
const loadSideMenu = () => import('@/components/layout/side-menu');
const SideMenu = lazyPart(() => loadSideMenu().then((m) => m.SideMenu));
// The top bar's user search shows only on desktops (the top bar is hidden below): phones never fetch it.
const TopUserSearch = lazyPart(() => import('@/features/search/components/top-user-search').then((m) => m.TopUserSearch));

export interface SignedInShellProps {
  user: ShellUser;
  counts: UnreadCounts;
  live: boolean;
  /** Whether the network and the server can be reached: a notice above the screen when not. */
  connection: ConnectionState;
  onCreate: () => void;
  /** A chat is open: the bottom bar (phones and tablets) then has no create button. */
  chatOpen: boolean;
  onLogout: () => void;
  menu: { open: boolean; used: boolean; show: () => void; onOpenChange: (open: boolean) => void };
}

/**
 * What a signed-in member sees around a screen: header, side bar, top bar, bottom bar and side menu.
 * Its own chunk: a visitor on a shared page never loads it. The state behind it lives in MemberShell.
 */
export function SignedInShell({ user, counts, live, connection, onCreate, chatOpen, onLogout, menu }: SignedInShellProps) {
  const desktop = useIsDesktop();
  // Upcoming joins the menus once the backend says it keeps occasions.
  const occasionsOffered = useOccasionsOffered();
  // The room the notice takes, for screens sized to the window (the chat): --notice-space.
  const [noticeSpace, setNoticeSpace] = useState(0);
  return (
    <TooltipProvider>
      <div className="min-h-dvh">
        <a href="#main" className="sr-only focus:not-sr-only focus:fixed focus:start-3 focus:top-3 focus:z-[90] focus:rounded-lg focus:bg-card focus:px-4 focus:py-2 focus:shadow-lg">
          <Trans>Skip to content</Trans>
        </a>
        <MobileHeader user={user} onOpenMenu={menu.show} onPrepareMenu={() => void loadSideMenu()} />
        <DesktopSidebar user={user} counts={counts} onLogout={onLogout} onCreate={onCreate} occasionsOffered={occasionsOffered} />
        <div className="lg:ps-64">
          <TopBar
            unread={counts.notifications}
            live={live}
            search={
              desktop ? (
                <Suspense fallback={null}>
                  <TopUserSearch />
                </Suspense>
              ) : null
            }
          />
          <MobilePageBar />
          <main
            id="main"
            tabIndex={-1}
            className="mx-auto w-full max-w-6xl px-4 pb-28 pt-4 outline-none md:px-6 lg:px-8 lg:pb-12 lg:pt-6"
            style={{ '--notice-space': `${noticeSpace}px` } as CSSProperties}
          >
            <ConnectionNotice state={connection} onSpaceChange={setNoticeSpace} />
            <Suspense fallback={<ScreenLoading />}>
              <Outlet />
            </Suspense>
          </main>
        </div>
        <BottomBar counts={counts} onCreate={chatOpen ? undefined : onCreate} />
        {menu.used ? (
          <Suspense fallback={null}>
            <SideMenu open={menu.open} onOpenChange={menu.onOpenChange} user={user} counts={counts} live={live} onLogout={onLogout} occasionsOffered={occasionsOffered} />
          </Suspense>
        ) : null}
      </div>
    </TooltipProvider>
  );
}

import { Component, Suspense, useLayoutEffect, useRef, type ReactNode } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { LoadingOverlay } from '@/components/layout/loading-overlay';
import { RouteError } from '@/components/layout/route-error';
import { firstPaint } from '@/lib/first-paint';
import { restoreScroll, scrollMemory } from '@/lib/scroll-memory';
import { DesireExperience } from './desire-experience';

/**
 * A new screen starts at the top; Back and Forward land where the member was on that entry, once the
 * screen has grown tall enough again (src/lib/scroll-memory.ts says why the browser cannot).
 */
function ScrollMemory() {
  const { pathname, key } = useLocation();
  const type = useNavigationType();
  const queryClient = useQueryClient();
  const entry = useRef(key);
  useLayoutEffect(() => {
    window.history.scrollRestoration = 'manual';
    const remember = () => scrollMemory.rememberY(entry.current, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, []);
  useLayoutEffect(() => {
    entry.current = key;
    if (type !== 'POP') return;
    const y = scrollMemory.y(key);
    return y === undefined ? undefined : restoreScroll(y, () => queryClient.isFetching() > 0);
  }, [key, type, queryClient]);
  useLayoutEffect(() => {
    if (type !== 'POP') window.scrollTo(0, 0);
  }, [pathname, type]);
  return null;
}

/** Catches a screen that throws (or whose code fails to load) and resets when the address changes. */
class ScreenBoundary extends Component<{ resetKey: string; children: ReactNode }, { failed: boolean; key: string }> {
  state = { failed: false, key: this.props.resetKey };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  static getDerivedStateFromProps(props: { resetKey: string }, state: { failed: boolean; key: string }) {
    return props.resetKey === state.key ? null : { failed: false, key: props.resetKey };
  }
  componentDidCatch() {
    // The error must show: the page the server painted would otherwise stay over it.
    firstPaint.release();
  }
  render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}

export function RootLayout() {
  const { pathname } = useLocation();
  return (
    <ScreenBoundary resetKey={pathname}>
      <ScrollMemory />
      <DesireExperience>
        {/* While the server's first paint is up, it is what shows until the screen is ready. */}
        {/* eslint-disable-next-line lingui/no-unlocalized-strings -- an animation's name */}
        <Suspense fallback={firstPaint.shown() ? null : <LoadingOverlay animation="fadeInOut" />}>
          <Outlet />
        </Suspense>
      </DesireExperience>
    </ScreenBoundary>
  );
}

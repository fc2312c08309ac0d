import { Component, Suspense, useEffect, type ReactNode } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router-dom';
import { LoadingOverlay } from '@/components/layout/loading-overlay';
import { RouteError } from '@/components/layout/route-error';
import { firstPaint } from '@/lib/first-paint';
import { DesireExperience } from './desire-experience';

/** A new screen starts at the top; going back leaves the browser to restore where the member was. */
function ScrollToTop() {
  const { pathname } = useLocation();
  const type = useNavigationType();
  useEffect(() => {
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
      <ScrollToTop />
      <DesireExperience>
        {/* While the server's first paint is up, it is what shows until the screen is ready. */}
        <Suspense fallback={firstPaint.shown() ? null : <LoadingOverlay animation="fadeInOut" />}>
          <Outlet />
        </Suspense>
      </DesireExperience>
    </ScreenBoundary>
  );
}

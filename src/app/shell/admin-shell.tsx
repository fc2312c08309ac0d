import { Suspense } from 'react';
import { Outlet, useNavigate } from 'react-router-dom';
import { ScreenLoading } from '@/components/layout/screen-loading';
import { useAdminLogout } from '@/features/auth/api/logout';
import { useAdminSession } from '@/features/auth/api/queries';
import { AdminNav } from '@/components/layout/admin-nav';
import { paths } from '@contract/pages/paths';

/** The admin area's frame. RequireAdmin has already checked the session. */
export function AdminShell() {
  const { admin } = useAdminSession();
  const logout = useAdminLogout();
  const navigate = useNavigate();
  if (!admin) return null;
  const onLogout = () =>
    logout.mutate(undefined, {
      onSettled: () => navigate(paths.admin.login, { replace: true }),
    });
  return (
    <div className="min-h-dvh">
      <AdminNav admin={admin} onLogout={onLogout} />
      <div className="lg:ps-64">
        <main id="main" className="mx-auto w-full max-w-6xl px-4 py-6 md:px-6 lg:px-8">
          <Suspense fallback={<ScreenLoading />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}

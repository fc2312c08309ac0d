import { useNavigate } from 'react-router-dom';
import { AdminLoginForm } from '@/features/auth/components/admin-login-form';
import { paths } from '@contract/pages/paths';

export function Component() {
  const navigate = useNavigate();
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center bg-muted/40 px-4 py-10">
      <div className="w-full max-w-sm rounded-3xl border bg-card p-7 shadow-xl">
        <AdminLoginForm onSignedIn={() => navigate(paths.admin.dashboard, { replace: true })} />
      </div>
    </main>
  );
}

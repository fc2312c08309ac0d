import { useState } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Flag, LayoutDashboard, LogOut, Menu, Users } from 'lucide-react';
import { Link, useLocation } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Sheet } from '@/components/ui/sheet';
import { cn } from '@/lib/cn';
import { useExtraOffered } from '@/lib/extras';
import { paths } from '@contract/pages/paths';
import { Logo } from './logo';

/** Name and email are extras of the admin session check: without them the footer says only "Admin". */
export interface AdminIdentity {
  fullName: string | null;
  email: string | null;
}

const items = [
  { label: msg`Dashboard`, to: paths.admin.dashboard, icon: LayoutDashboard },
  { label: msg`User Management`, to: paths.admin.users, icon: Users },
  // An extra of our server: hidden once the backend shows it has no moderation queue.
  { label: msg`Reports`, to: paths.admin.reports, icon: Flag, extra: 'adminReports' as const },
];

function AdminNavBody({ admin, onLogout, onNavigate }: { admin: AdminIdentity; onLogout: () => void; onNavigate?: () => void }) {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const reportsOffered = useExtraOffered('adminReports');
  const shown = items.filter((item) => !('extra' in item) || reportsOffered);
  return (
    <div className="flex h-full flex-col">
      <div className="px-5 pb-4 pt-5">
        <Logo />
      </div>
      <nav aria-label={t`Admin`} className="flex-1 px-3">
        <ul className="grid gap-1">
          {shown.map((item) => {
            const active = pathname === item.to || pathname.startsWith(`${item.to}/`);
            return (
              <li key={item.to}>
                <Link
                  to={item.to}
                  onClick={onNavigate}
                  aria-current={active ? 'page' : undefined}
                  className={cn(
                    'flex items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-medium transition-colors',
                    active ? 'bg-accent text-accent-foreground' : 'text-muted-foreground hover:bg-muted hover:text-foreground',
                  )}
                >
                  <item.icon className="size-5" aria-hidden="true" />
                  {t(item.label)}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="grid gap-3 border-t p-4">
        <div className="min-w-0">
          <div className="flex items-center gap-2">
            {admin.fullName && <p className="truncate text-sm font-semibold">{admin.fullName}</p>}
            <Badge size="sm">
              <Trans>Admin</Trans>
            </Badge>
          </div>
          {admin.email && <p dir="ltr" className="truncate text-xs text-muted-foreground text-left rtl:text-right">{admin.email}</p>}
        </div>
        <Button variant="outline" onClick={onLogout}>
          <LogOut className="rtl:-scale-x-100" aria-hidden="true" />
          <Trans>Logout</Trans>
        </Button>
      </div>
    </div>
  );
}

/** The admin area's navigation: a sidebar from 1024 px, a top bar with a menu below. */
export function AdminNav({ admin, onLogout }: { admin: AdminIdentity; onLogout: () => void }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  return (
    <>
      <aside className="fixed inset-y-0 start-0 z-30 hidden w-64 border-e bg-card lg:block">
        <AdminNavBody admin={admin} onLogout={onLogout} />
      </aside>
      <header className="sticky top-0 z-30 flex h-14 items-center gap-2 border-b bg-card/90 px-2 backdrop-blur-md lg:hidden">
        <button type="button" onClick={() => setOpen(true)} className="inline-flex size-10 items-center justify-center rounded-full hover:bg-muted" aria-label={t`Open admin menu`}>
          <Menu className="size-5" aria-hidden="true" />
        </button>
        <Logo size="sm" />
        <Badge size="sm" className="ms-1">
          <Trans>Admin</Trans>
        </Badge>
      </header>
      <Sheet open={open} onOpenChange={setOpen} title={t`Admin menu`}>
        <AdminNavBody admin={admin} onLogout={onLogout} onNavigate={() => setOpen(false)} />
      </Sheet>
    </>
  );
}

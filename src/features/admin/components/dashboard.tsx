import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '@/components/layout/page-header';
import { DashboardStats } from './dashboard-stats';
import { OpenReportsCard } from './open-reports-card';
import { RecentDesires } from './recent-desires';
import { RecentUsers } from './recent-users';

/** /admin/dashboard: the figures, then the newest users and desires side by side from 1024 px. */
export function Dashboard() {
  const { t } = useLingui();
  return (
    <div className="grid gap-6">
      <PageHeader title={t`Dashboard`} description={t`What is happening across the app today.`} />
      <DashboardStats />
      <OpenReportsCard />
      <div className="grid gap-4 lg:grid-cols-2">
        <RecentUsers />
        <RecentDesires />
      </div>
    </div>
  );
}

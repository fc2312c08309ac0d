import { useLingui } from '@lingui/react/macro';
import { ShieldCheck, UserCheck, UserX, Users } from 'lucide-react';
import type { AdminUser } from '@contract/admin';
import { StatCard } from './stat-card';

/**
 * Total Users is the server's total: every account, or with a search the accounts that match it, and
 * the card says which. Admins, Verified and Unverified count the page on screen (spec 2).
 */
export function UsersSummary({ total, users, loading, search }: { total: number; users: AdminUser[]; loading: boolean; search: string }) {
  const { t } = useLingui();
  const admins = users.filter((user) => user.role === 'admin').length;
  const verified = users.filter((user) => user.isVerified).length;
  return (
    <div className="grid grid-cols-2 gap-3 xl:grid-cols-4">
      <StatCard title={t`Total Users`} icon={Users} loading={loading} value={total} today={search ? t`Matching “${search}”` : t`All accounts`} />
      <StatCard title={t`Admins`} icon={ShieldCheck} loading={loading} value={admins} today={t`On this page`} />
      <StatCard title={t`Verified`} icon={UserCheck} loading={loading} value={verified} today={t`On this page`} />
      <StatCard title={t`Unverified`} icon={UserX} loading={loading} value={users.length - verified} today={t`On this page`} />
    </div>
  );
}

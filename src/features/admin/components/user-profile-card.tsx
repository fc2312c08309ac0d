import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminUser } from '@contract/admin';
import { Avatar } from '@/components/ui/avatar';
import { detailsDate } from '../model/format';
import { UserBadges } from './badges';

/** Who this is: picture or initials, name, email, when they joined, their badges and bio. */
export function UserProfileCard({ user }: { user: AdminUser }) {
  const { t } = useLingui();
  const joined = detailsDate(user.createdAt);
  return (
    <section aria-label={t`Profile`} className="flex flex-col items-center gap-4 rounded-2xl border bg-card p-5 text-center shadow-xs sm:flex-row sm:items-start sm:text-start">
      <Avatar name={user.fullName} src={user.profileImage} size="xl" />
      <div className="grid min-w-0 flex-1 gap-2">
        <h2 className="wrap-anywhere text-xl font-bold">{user.fullName}</h2>
        <p dir="ltr" className="break-all text-sm text-muted-foreground text-left rtl:text-right">{user.email}</p>
        <p className="text-sm text-muted-foreground">
          <Trans>Joined {joined}</Trans>
        </p>
        <UserBadges user={user} className="justify-center sm:justify-start" />
        {user.bio ? <p dir="auto" className="whitespace-pre-line wrap-anywhere text-sm text-left rtl:text-right">{user.bio}</p> : null}
      </div>
    </section>
  );
}

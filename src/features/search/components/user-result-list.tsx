import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import type { UserSearchResult } from '@contract/user';
import { Avatar } from '@/components/ui/avatar';
import { paths } from '@contract/pages/paths';
import { RowSkeletons } from '@/components/ui/row-skeletons';

/** The members found: avatar, full name, email and bio; a click opens the profile. */
export function UserResultList({ users }: { users: UserSearchResult[] }) {
  const { t } = useLingui();
  return (
    <ul className="grid gap-2" aria-label={t`Users found`}>
      {users.map((user) => (
        <li key={user._id}>
          <Link to={paths.member(user._id)} className="flex items-start gap-3 rounded-2xl border bg-card p-3 transition-colors hover:bg-muted sm:gap-4 sm:p-4">
            <Avatar name={user.fullName} src={user.profileImage} size="lg" className="max-sm:size-12" />
            <span className="grid min-w-0 flex-1 gap-0.5">
              <span className="truncate font-semibold">{user.fullName}</span>
              <span dir="ltr" className="truncate text-sm text-muted-foreground text-left rtl:text-right">{user.email}</span>
              {user.bio ? <span dir="auto" className="mt-1 line-clamp-2 whitespace-pre-line wrap-anywhere text-sm text-left rtl:text-right">{user.bio}</span> : null}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function UserResultSkeleton() {
  const { t } = useLingui();
  return (
    <RowSkeletons
      rows={3}
      label={t`Searching`}
      rowClassName="flex items-center gap-3 rounded-2xl border bg-card p-3 sm:gap-4 sm:p-4"
      pictureClassName="size-12 sm:size-14"
      lineWidths={['w-40', 'w-52 max-w-full']}
    />
  );
}

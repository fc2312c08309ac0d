import type { MouseEvent } from 'react';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Link, useNavigate } from 'react-router-dom';
import type { AdminUser } from '@contract/admin';
import { Avatar } from '@/components/ui/avatar';
import { paths } from '@contract/pages/paths';
import { listDate } from '../model/format';
import { BlockedBadge, RoleBadge, UserBadges, VerifiedBadge } from './badges';
import { UserRowMenu } from './user-row-menu';
import { useIsTabletUp } from '@/lib/use-media-query';

interface Props {
  users: AdminUser[];
  ownId: string | null;
}

/**
 * A click on the row's own background opens the details; one on its menu, a link, or the delete
 * confirmation (a portal, whose events still bubble through the row) does not.
 */
function opensDetails(event: MouseEvent<HTMLElement>): boolean {
  const target = event.target as Element;
  return event.currentTarget.contains(target) && !target.closest('a, button, [role="menu"]');
}

/** The user's name links to their details, for the keyboard; the whole row does too, for the pointer. */
function NameLink({ user }: { user: AdminUser }) {
  return (
    <Link to={paths.admin.user(user._id)} className="truncate font-medium hover:underline">
      {user.fullName}
    </Link>
  );
}

/** The table of the spec of the spec, one row per user, the row opening the details. */
export function UsersTable({ users, ownId }: Props) {
  useLingui(); // the dates are written in the language of the moment
  const navigate = useNavigate();
  return (
    <table className="w-full table-fixed text-sm">
      <thead className="border-b text-start text-xs uppercase tracking-wide text-muted-foreground">
        <tr>
          <th scope="col" className="w-[38%] py-2 pe-3 font-medium xl:w-[28%]">
            <Trans>User</Trans>
          </th>
          <th scope="col" className="hidden py-2 pe-3 font-medium xl:table-cell">
            <Trans>Email</Trans>
          </th>
          <th scope="col" className="w-20 py-2 pe-3 font-medium">
            <Trans>Role</Trans>
          </th>
          <th scope="col" className="w-28 py-2 pe-3 font-medium">
            <Trans>Status</Trans>
          </th>
          <th scope="col" className="w-28 py-2 pe-3 font-medium">
            <Trans>Joined</Trans>
          </th>
          <th scope="col" className="w-14 py-2 text-end font-medium">
            <span className="sr-only">
              <Trans>Actions</Trans>
            </span>
          </th>
        </tr>
      </thead>
      <tbody className="divide-y">
        {users.map((user) => (
          <tr key={user._id} onClick={(event) => opensDetails(event) && navigate(paths.admin.user(user._id))} className="cursor-pointer transition-colors hover:bg-muted/60">
            <td className="py-3 pe-3">
              <div className="flex min-w-0 items-center gap-3">
                <Avatar name={user.fullName} src={user.profileImage} size="sm" />
                <div className="grid min-w-0">
                  <NameLink user={user} />
                  {user.bio ? <span dir="auto" className="truncate text-xs text-muted-foreground text-left rtl:text-right">{user.bio}</span> : null}
                  <span dir="ltr" className="truncate text-xs text-muted-foreground xl:hidden text-left rtl:text-right">{user.email}</span>
                </div>
              </div>
            </td>
            <td className="hidden truncate py-3 pe-3 text-muted-foreground xl:table-cell">{user.email}</td>
            <td className="py-3 pe-3">
              <RoleBadge role={user.role} />
            </td>
            <td className="py-3 pe-3">
              <span className="flex flex-wrap gap-1">
                <VerifiedBadge verified={user.isVerified} />
                <BlockedBadge blocked={user.isBlocked} />
              </span>
            </td>
            <td className="py-3 pe-3 tabular-nums text-muted-foreground">{listDate(user.createdAt)}</td>
            <td className="py-3 text-end">
              <UserRowMenu user={user} ownId={ownId} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function JoinedLine({ createdAt }: { createdAt: string }) {
  useLingui(); // the date is written in the language of the moment
  const joined = listDate(createdAt);
  return (
    <span className="text-xs text-muted-foreground">
      <Trans>Joined {joined}</Trans>
    </span>
  );
}

/** The same users as cards that fit a phone. */
export function UsersList({ users, ownId }: Props) {
  return (
    <ul className="grid gap-2">
      {users.map((user) => (
        <li key={user._id} className="flex min-w-0 items-start gap-3 rounded-xl border p-3">
          <Avatar name={user.fullName} src={user.profileImage} size="sm" />
          <div className="grid min-w-0 flex-1 gap-1">
            <NameLink user={user} />
            <span dir="ltr" className="truncate text-xs text-muted-foreground text-left rtl:text-right">{user.email}</span>
            <UserBadges user={user} />
            <JoinedLine createdAt={user.createdAt} />
          </div>
          <UserRowMenu user={user} ownId={ownId} />
        </li>
      ))}
    </ul>
  );
}

/** From 768 px a table; below, a list of cards (one of them in the page, so each user has one menu). */
export function UsersView(props: Props) {
  return useIsTabletUp() ? <UsersTable {...props} /> : <UsersList {...props} />;
}

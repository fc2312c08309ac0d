import { Trans } from '@lingui/react/macro';
import type { UserSearchResult } from '@contract/user';
import { Avatar } from '@/components/ui/avatar';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';

/** One option row of a member listbox; the highlighted one has a tinted background. */
export const userOptionClass = (highlighted: boolean) => cn('flex cursor-pointer items-center gap-3 rounded-lg px-2.5 py-2', highlighted && 'bg-muted');

/**
 * The members of a search combobox as listbox options (or "Searching…" / "No users found"). Options
 * act on mousedown, not click: the input's blur would close the list first.
 */
export function UserOptions({
  users,
  waiting,
  active,
  optionId,
  onChoose,
  onHighlight,
}: {
  users: UserSearchResult[];
  waiting: boolean;
  active: number;
  optionId: (user: UserSearchResult, index: number) => string;
  onChoose: (user: UserSearchResult) => void;
  onHighlight: (index: number) => void;
}) {
  if (waiting) {
    return (
      <li role="presentation" className="flex items-center gap-2 px-3 py-2 text-sm text-muted-foreground">
        <Spinner /> <Trans>Searching…</Trans>
      </li>
    );
  }
  if (users.length === 0) {
    return (
      <li role="presentation" className="px-3 py-2 text-sm text-muted-foreground">
        <Trans>No users found</Trans>
      </li>
    );
  }
  return users.map((user, index) => (
    <li
      key={user._id}
      id={optionId(user, index)}
      role="option"
      aria-selected={index === active}
      onMouseDown={(e) => {
        e.preventDefault();
        onChoose(user);
      }}
      onMouseEnter={() => onHighlight(index)}
      className={userOptionClass(index === active)}
    >
      <Avatar name={user.fullName} src={user.profileImage} size="sm" />
      <span className="min-w-0">
        <span className="block truncate text-sm font-medium">{user.fullName}</span>
        <span dir="ltr" className="block truncate text-xs text-muted-foreground text-left rtl:text-right">{user.email}</span>
      </span>
    </li>
  ));
}

import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Lock } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Avatar } from '@/components/ui/avatar';
import { SearchInput } from '@/components/ui/search-input';
import { ResponsiveDialog } from '@/components/ui/responsive-dialog';
import { toast } from '@/components/ui/toast';
import { paths } from '@contract/pages/paths';
import { filterByName } from '../api/cache';
import { ConnectionsHiddenError, profileQueries, type ConnectionKind } from '../api/queries';
import { LoadFailed } from '@/components/ui/load-failed';
import { RowSkeletons } from '@/components/ui/row-skeletons';

/** The words of each list, in the reader's language. */
function useWords(kind: ConnectionKind, name: string) {
  const { t } = useLingui();
  return kind === 'followers'
    ? { title: t`Followers`, empty: t`No followers yet`, failed: t`Failed to load followers`, search: t`Search followers`, about: t`People who follow ${name}` }
    : { title: t`Following`, empty: t`No following yet`, failed: t`Failed to load following`, search: t`Search following`, about: t`People ${name} follows` };
}

function RowsSkeleton() {
  return <RowSkeletons rows={3} rowClassName="flex items-center gap-3 px-2 py-2" lineWidths={['w-32', 'w-48']} />;
}

/**
 * A member's followers or the members they follow, with a search by name; a bottom sheet on phones.
 * Each row opens that member's profile.
 */
export function ConnectionsDialog({
  userId,
  name,
  kind,
  open,
  onOpenChange,
}: {
  userId: string;
  name: string;
  kind: ConnectionKind;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useLingui();
  const words = useWords(kind, name);
  const [text, setText] = useState('');
  const list = useQuery({ ...profileQueries.connectionList(userId, kind), enabled: open });
  const hidden = list.error instanceof ConnectionsHiddenError ? list.error : null;

  useEffect(() => {
    if (list.isError && !(list.error instanceof ConnectionsHiddenError)) toast.error(words.failed, t`Please try again.`);
    // Once per failure (errorUpdatedAt changes with each one).
  }, [list.isError, list.error, list.errorUpdatedAt, words.failed, t]);

  const rows = list.data ? filterByName(list.data, text) : [];
  const typed = text.trim();
  const close = () => onOpenChange(false);

  return (
    <ResponsiveDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setText('');
        onOpenChange(next);
      }}
      title={words.title}
      description={words.about}
      className="md:max-w-md"
    >
      <div className="grid gap-3">
        <SearchInput
          size="sm"
          label={words.search}
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t`Search by name`}
          disabled={!list.data || list.data.length === 0}
        />
        <div className="min-h-40 md:max-h-[55dvh] md:overflow-y-auto" aria-busy={list.isPending || undefined}>
          {list.isPending ? (
            <RowsSkeleton />
          ) : hidden ? (
            <p className="flex flex-col items-center gap-2 py-8 text-center text-sm text-muted-foreground">
              <Lock className="size-6" aria-hidden="true" />
              {hidden.message}
            </p>
          ) : list.isError ? (
            <LoadFailed compact title={words.failed} onRetry={() => void list.refetch()} retrying={list.isFetching} />
          ) : list.data.length === 0 ? (
            <p className="py-8 text-center text-sm text-muted-foreground">{words.empty}</p>
          ) : rows.length === 0 ? (
            <p role="status" className="py-8 text-center text-sm text-muted-foreground">
              <Trans>
                No one named “<bdi>{typed}</bdi>”
              </Trans>
            </p>
          ) : (
            <ul aria-label={words.title} className="grid gap-0.5">
              {rows.map((person) => (
                <li key={person._id}>
                  <Link
                    to={paths.member(person._id)}
                    onClick={close}
                    className="flex items-center gap-3 rounded-xl px-2 py-2 transition-colors hover:bg-muted focus-visible:bg-muted"
                  >
                    <Avatar name={person.fullName} src={person.profileImage} size="md" />
                    <span className="grid min-w-0">
                      <span className="truncate font-semibold">{person.fullName}</span>
                      {person.bio ? <span dir="auto" className="truncate text-sm text-muted-foreground text-left rtl:text-right">{person.bio}</span> : null}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </ResponsiveDialog>
  );
}

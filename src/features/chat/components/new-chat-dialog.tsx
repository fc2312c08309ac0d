import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Contact } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { SearchInput } from '@/components/ui/search-input';
import { ResponsiveDialog } from '@/components/ui/responsive-dialog';
import { chatQueries } from '../api/queries';
import { filterConnections, relationshipBadge, type Connection } from '../model/connections';
import { LoadFailed } from '@/components/ui/load-failed';

interface NewChatDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  viewerId: string;
  /** The member picked; the dialog stays open (its row busy) until the caller closes it. */
  onPick: (connection: Connection) => void;
  pickingId: string | null;
}

/** 'Start New Chat': the member's followers and following, searchable, each with how they relate. */
export function NewChatDialog({ open, onOpenChange, viewerId, onPick, pickingId }: NewChatDialogProps) {
  const { t } = useLingui();
  return (
    <ResponsiveDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t`Start New Chat`}
      description={t`Choose someone from your followers and following to start a conversation`}
      className="md:max-w-md"
    >
      {open ? <ConnectionPicker viewerId={viewerId} onPick={onPick} pickingId={pickingId} /> : null}
    </ResponsiveDialog>
  );
}

function ConnectionPicker({ viewerId, onPick, pickingId }: Pick<NewChatDialogProps, 'viewerId' | 'onPick' | 'pickingId'>) {
  const { t, i18n } = useLingui();
  const [query, setQuery] = useState('');
  // Read only while the dialog is open: this part is mounted only then.
  const connections = useQuery(chatQueries.connections(viewerId));
  const shown = filterConnections(connections.data ?? [], query);

  let body;
  if (connections.isPending) {
    body = (
      <p role="status" className="py-8 text-center text-sm text-muted-foreground">
        <Trans>Loading connections...</Trans>
      </p>
    );
  } else if (connections.isError) {
    body = (
      <LoadFailed compact title={t`Failed to load your connections`} retryLabel={t`Retry`} retrying={connections.isFetching} onRetry={() => void connections.refetch()} />
    );
  } else if (connections.data.length === 0) {
    body = (
      <div className="grid justify-items-center gap-2 py-8 text-center">
        <Contact className="size-8 text-muted-foreground" aria-hidden="true" />
        <p className="font-semibold">
          <Trans>No connections yet</Trans>
        </p>
        <p className="text-sm text-muted-foreground">
          <Trans>Follow other users to start chatting with them</Trans>
        </p>
      </div>
    );
  } else if (shown.length === 0) {
    const searched = query.trim();
    body = (
      <p role="status" className="py-8 text-center text-sm text-muted-foreground">
        <Trans>
          No connections found matching "<bdi>{searched}</bdi>"
        </Trans>
      </p>
    );
  } else {
    body = (
      <ul aria-label={t`Connections`} className="grid max-h-72 gap-0.5 overflow-y-auto">
        {shown.map((person) => (
          <li key={person._id}>
            <button
              type="button"
              onClick={() => onPick(person)}
              disabled={pickingId !== null}
              aria-busy={pickingId === person._id || undefined}
              className="flex w-full min-w-0 items-center gap-3 rounded-xl px-2 py-2 text-start transition-colors hover:bg-muted focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring/25 disabled:opacity-60"
            >
              <Avatar name={person.fullName} src={person.profileImage} />
              <span className="grid min-w-0 flex-1">
                <span className="truncate text-sm font-semibold">{person.fullName}</span>
                {person.email ? <span dir="ltr" className="truncate text-xs text-muted-foreground text-left rtl:text-right">{person.email}</span> : null}
              </span>
              <Badge variant={person.relationshipType === 'both' ? 'default' : 'secondary'} size="sm">
                {i18n._(relationshipBadge[person.relationshipType])}
              </Badge>
            </button>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="grid gap-3">
      <SearchInput
        label={t`Search your connections`}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder={t`Search your connections...`}
        autoFocus
      />
      <div>{body}</div>
    </div>
  );
}

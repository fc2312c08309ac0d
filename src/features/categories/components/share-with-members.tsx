import { useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { UserSummary } from '@contract/user';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast';
import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { categoryShareQueries, useSaveCategoryShares } from '../api/shares';

const sameSet = (a: ReadonlySet<string>, b: ReadonlySet<string>) => a.size === b.size && [...a].every((id) => b.has(id));

/**
 * The members a category is shared with, chosen among the owner's connections: it then shows in
 * their "Shared with Me", read-only. Saved as a whole list; Save waits for a change.
 */
export function ShareWithMembers({ categoryId, connections }: { categoryId: string; connections: readonly UserSummary[] | undefined }) {
  const shares = useQuery(categoryShareQueries.list(categoryId));
  const save = useSaveCategoryShares(categoryId);
  const { t } = useLingui();
  const saved = new Set(shares.data?.shares.map((share) => share.sharedWithUserId._id) ?? []);
  // null: no change yet, the server's list is the choice.
  const [changed, setChanged] = useState<Set<string> | null>(null);
  const [search, setSearch] = useState('');
  // A second click before the first one's state has rendered sends nothing.
  const sending = useRef(false);
  const chosen = shares.data ? (changed ?? saved) : null;
  const sharedCount = saved.size;

  if (shares.isError) {
    return (
      <p className="text-sm text-destructive">
        <Trans>Could not read who this category is shared with.</Trans>
      </p>
    );
  }
  if (!connections || !chosen) {
    return (
      <p className="text-sm text-muted-foreground">
        <Trans>Loading your connections…</Trans>
      </p>
    );
  }
  // Members it is shared with stay listed even when they are no longer connections, so they can be removed.
  const known = new Map(connections.map((person) => [person._id, person]));
  for (const share of shares.data?.shares ?? []) if (!known.has(share.sharedWithUserId._id)) known.set(share.sharedWithUserId._id, share.sharedWithUserId);
  const people = [...known.values()];
  if (people.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        <Trans>Follow members, or be followed, to share this category with them.</Trans>
      </p>
    );
  }
  const typed = search.trim();
  const needle = typed.toLowerCase();
  const shown = needle ? people.filter((person) => person.fullName.toLowerCase().includes(needle)) : people;
  const toggle = (id: string) => {
    const next = new Set(chosen);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setChanged(next);
  };
  const onSave = () => {
    if (sending.current || save.isPending) return;
    sending.current = true;
    save.mutate([...chosen], {
      onSettled: () => {
        sending.current = false;
      },
      onSuccess: () => {
        setChanged(null);
        toast.success(t`Sharing updated`, t`The members you chose see this category in "Shared with Me".`);
      },
      onError: (error) => toast.error(t`Sharing failed`, isApiError(error) && error.serverMessage ? error.serverMessage : t`Please try again.`),
    });
  };

  return (
    <div className="grid gap-2">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {saved.size === 0 ? <Trans>Not shared with any member yet.</Trans> : <Plural value={sharedCount} one="Shared with # member." other="Shared with # members." />}
      </p>
      {people.length > 5 ? <Input type="search" value={search} onChange={(event) => setSearch(event.target.value)} placeholder={t`Find a member`} aria-label={t`Find a member`} /> : null}
      {shown.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          <Trans>
            No members found matching "<bdi>{typed}</bdi>"
          </Trans>
        </p>
      ) : null}
      <ul className={cn('grid max-h-52 gap-1 overflow-y-auto rounded-xl border p-1', shown.length === 0 && 'hidden')} aria-label={t`Your connections`}>
        {shown.map((person) => (
          <li key={person._id}>
            <label className="flex min-w-0 cursor-pointer items-center gap-3 rounded-lg px-2 py-1.5 hover:bg-muted">
              <input type="checkbox" className="size-4 shrink-0" checked={chosen.has(person._id)} onChange={() => toggle(person._id)} />
              <Avatar name={person.fullName} src={person.profileImage} size="sm" />
              <span className="min-w-0 truncate text-sm font-medium">{person.fullName}</span>
            </label>
          </li>
        ))}
      </ul>
      <Button variant="outline" className="justify-self-end" loading={save.isPending} disabled={sameSet(chosen, saved)} onClick={onSave}>
        <Trans>Save sharing</Trans>
      </Button>
    </div>
  );
}

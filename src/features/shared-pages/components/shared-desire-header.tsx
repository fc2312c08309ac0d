import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Sparkles } from 'lucide-react';

/** The head of a desire opened from its shared link: the page's title and what the reader may do. */
export function SharedDesireHeader({ note }: { note: ReactNode }) {
  return (
    <header className="grid gap-1">
      <h1 className="flex items-center gap-2 text-2xl font-bold tracking-tight">
        <Sparkles className="size-5 text-primary" aria-hidden="true" /> <Trans>Shared Desire</Trans>
      </h1>
      {note}
    </header>
  );
}

export function SharedDesireNote({ visitor }: { visitor: boolean }) {
  const { t } = useLingui();
  return <p className="text-sm text-muted-foreground">{visitor ? t`View only - log in to interact` : t`You can interact with this desire`}</p>;
}

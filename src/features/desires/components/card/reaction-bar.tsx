import { Suspense, useCallback, useState, type ReactNode } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural, t as translate } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { REACTION_EMOJIS } from '@contract/limits';
import type { Desire } from '@contract/desire';
import { toast } from '@/components/ui/toast';
import { cn } from '@/lib/cn';
import { lazyPart } from '@/lib/lazy-part';
import { useToggleReaction } from '../../api/reactions';
import { myReaction } from '../../model/desire';
import { useDesireEnvironment } from '../desire-environment';

// Loads when first opened: most cards never are.
const WhoReactedDialog = lazyPart(() => import('./who-reacted').then((m) => m.WhoReactedDialog));

const NAMES: Record<string, MessageDescriptor> = {
  '❤️': msg`heart`,
  '👏': msg`clapping hands`,
  '🔥': msg`fire`,
  '💯': msg`hundred points`,
  '🎯': msg`target`,
  '🙌': msg`raised hands`,
};

function countsOf(desire: Desire): Map<string, number> {
  const counts = new Map<string, number>();
  for (const r of desire.reactions) counts.set(r.emoji, (counts.get(r.emoji) ?? 0) + 1);
  return counts;
}

/** The six reactions with their counts. One per member: the same again removes, another replaces. */
export function ReactionBar({ desire, disabled }: { desire: Desire; disabled?: boolean }) {
  const { t } = useLingui();
  const { viewer, requireLogin } = useDesireEnvironment();
  const onError = useCallback(() => toast.error(translate`Failed to update reaction`, translate`Please try again.`), []);
  const toggle = useToggleReaction(viewer?._id ?? null, onError);
  const counts = countsOf(desire);
  const mine = myReaction(desire, viewer?._id);
  const [whoOpen, setWhoOpen] = useState(false);
  const reactions = desire.reactionsCount;
  const label = plural(reactions, { one: '# reaction', other: '# reactions' });
  // The count opens who reacted (the dialog beside the button: clicks in it must not reach the button).
  const count = (body: ReactNode) =>
    reactions > 0 && !disabled ? (
      <>
        <button type="button" onClick={() => setWhoOpen(true)} aria-label={label} className="inline-flex h-8 items-center gap-1.5 whitespace-nowrap rounded-full px-2.5 text-sm font-medium text-muted-foreground hover:bg-muted hover:text-foreground">
          {body}
        </button>
        {whoOpen ? (
          <Suspense fallback={null}>
            <WhoReactedDialog desireId={desire._id} onOpenChange={setWhoOpen} />
          </Suspense>
        ) : null}
      </>
    ) : null;

  if (!viewer) {
    return (
      <div className="flex flex-wrap items-center gap-2">
        {count(
          REACTION_EMOJIS.filter((e) => counts.get(e)).map((e) => (
            <span key={e} aria-hidden="true">
              {e} <span className="tabular-nums">{counts.get(e)}</span>
            </span>
          )),
        )}
        <button
          type="button"
          onClick={() => {
            toast.error(t`Authentication Required`, t`Please log in to react to this desire`);
            requireLogin('react');
          }}
          className="inline-flex h-8 items-center rounded-full border px-3 text-sm font-medium text-muted-foreground hover:bg-muted"
        >
          <Trans>Login required to react</Trans>
        </button>
      </div>
    );
  }

  return (
    <div role="group" aria-label={t`Reactions`} className="flex flex-wrap items-center gap-1 sm:gap-1.5">
      {REACTION_EMOJIS.map((emoji) => {
        const count = counts.get(emoji) ?? 0;
        const pressed = mine === emoji;
        const known = NAMES[emoji];
        const name = known ? t(known) : emoji;
        return (
          <button
            key={emoji}
            type="button"
            disabled={disabled}
            aria-pressed={pressed}
            aria-label={count ? t`${name}, ${count}` : name}
            onClick={() => toggle(desire, emoji)}
            className={cn(
              'inline-flex h-8 min-w-9 items-center justify-center gap-1 rounded-full border px-2 text-sm transition-colors disabled:opacity-50 sm:min-w-10 sm:px-2.5',
              pressed ? 'border-primary bg-accent text-accent-foreground' : 'bg-card hover:bg-muted',
            )}
          >
            <span aria-hidden="true" className="text-base leading-none">
              {emoji}
            </span>
            {count ? <span className="tabular-nums font-medium" aria-hidden="true">{count}</span> : null}
          </button>
        );
      })}
      {count(label)}
    </div>
  );
}

import { createElement, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * The parts of a desire card that show what it is, without what a reader can do with it: the card
 * (desire-card.tsx) is built from them, and so is the page's first paint, which the server sends
 * before the app has loaded (src/app/first-paint-screens.tsx).
 */
export const desireCardClass = 'grid min-w-0 grid-cols-1 gap-4 rounded-2xl border bg-card p-4 shadow-xs sm:p-5';

interface DesireCardHeaderProps {
  avatar: ReactNode;
  /** The owner's name, and beside it the status badge. */
  name: ReactNode;
  /** When it was posted, and who may see it. */
  when: ReactNode;
  actions?: ReactNode;
}

export function DesireCardHeader({ avatar, name, when, actions }: DesireCardHeaderProps) {
  return (
    <header className="flex items-start gap-3">
      {avatar}
      {/* The badge shares the name's row while both fit and drops under the name on a narrow
          card, so a phone shows the whole name instead of cutting it to make room. */}
      <div className="flex min-w-0 flex-1 flex-wrap items-center gap-x-2 gap-y-0.5">
        {name}
        <p className="basis-full text-xs text-muted-foreground">{when}</p>
      </div>
      {actions}
    </header>
  );
}

/** The cover picture; `priority` for the one the page opens with (the first paint's). */
export function DesirePicture({ src, priority = false }: { src: string; priority?: boolean }) {
  return (
    <img
      src={src}
      alt=""
      width={1200}
      height={675}
      loading={priority ? undefined : 'lazy'}
      decoding={priority ? undefined : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      className="aspect-video w-full rounded-xl bg-muted object-cover"
    />
  );
}

interface DesireCardTextProps {
  heading: 'h1' | 'h2' | 'h3';
  titleId?: string;
  title: ReactNode;
  description: ReactNode;
}

export function DesireCardText({ heading, titleId, title, description }: DesireCardTextProps) {
  return (
    <div className="grid gap-2">
      {createElement(heading, { id: titleId, dir: 'auto', className: 'text-lg font-bold leading-snug tracking-tight wrap-anywhere text-left rtl:text-right' }, title)}
      {description}
    </div>
  );
}

/** A bar the height of a line of text, for what is not known yet. */
function LinePlaceholder({ className }: { className: string }) {
  return <span className={cn('inline-block rounded bg-muted', className)}>{'\u00a0'}</span>;
}

/** The card as the page's first paint shows it: its picture and text, its owner not known yet. */
export function DesireCardPreview({ heading, title, picture, description }: Omit<DesireCardTextProps, 'titleId'> & { picture: ReactNode }) {
  return (
    <div className={desireCardClass}>
      <DesireCardHeader
        avatar={<span className="size-10 shrink-0 rounded-full bg-muted" />}
        name={<LinePlaceholder className="w-32" />}
        when={<LinePlaceholder className="w-20" />}
      />
      {picture}
      <DesireCardText heading={heading} title={title} description={description} />
    </div>
  );
}

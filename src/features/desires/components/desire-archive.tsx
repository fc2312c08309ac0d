import { HandHeart, PartyPopper } from 'lucide-react';
import type { Desire } from '@contract/desire';
import { EmptyState } from '@/components/ui/empty-state';
import { PagedDesireList, type PagedDesiresQuery } from './paged-desires';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** When the desire came true: its latest completed offer's date (the owner marked it so then). */
function cameTrueOn(desire: Desire, byViewer?: string): string | null {
  const dates = desire.fulfillments
    .filter((f) => f.fulfilledAt && (!byViewer || (f.userId && f.userId._id === byViewer)))
    .map((f) => f.fulfilledAt!)
    .sort();
  return dates.at(-1) ?? null;
}

function DateLine({ iso, words }: { iso: string | null; words: string }) {
  if (!iso) return null;
  return (
    <p className="flex items-center gap-1.5 text-sm font-medium text-muted-foreground">
      <PartyPopper className="size-4 text-primary" aria-hidden="true" />
      {words} <time dateTime={iso}>{dateFormat.format(new Date(iso))}</time>
    </p>
  );
}

/** The fulfilled desires of a member, each with the day it came true. */
export function CameTrueList({ list, own }: { list: PagedDesiresQuery; own: boolean }) {
  return (
    <PagedDesireList
      list={list}
      label="Desires that came true"
      failed="The desires that came true could not be loaded"
      headingLevel="h3"
      above={(desire) => <DateLine iso={cameTrueOn(desire)} words="Came true on" />}
      empty={<EmptyState icon={PartyPopper} title="Nothing has come true yet" text={own ? 'When someone fulfils one of your desires, it moves here.' : 'Fulfilled desires show here.'} />}
    />
  );
}

/** The desires the viewer fulfilled, anonymous ones too, each with the day the owner marked it so. */
export function HelpedList({ list, viewerId }: { list: PagedDesiresQuery; viewerId: string }) {
  return (
    <PagedDesireList
      list={list}
      label="Desires you helped come true"
      failed="The desires you helped with could not be loaded"
      headingLevel="h3"
      above={(desire) => <DateLine iso={cameTrueOn(desire, viewerId)} words="You helped on" />}
      empty={<EmptyState icon={HandHeart} title="You have not fulfilled a desire yet" text="When an owner marks a desire you offered to fulfil as fulfilled, it shows here." />}
    />
  );
}

import { useSearchParams } from 'react-router-dom';
import { useInfiniteQuery } from '@tanstack/react-query';
import { HandHeart, PartyPopper } from 'lucide-react';
import type { Desire } from '@contract/desire';
import { archiveQueries } from '@/features/desires/api/archive';
import { EmptyState } from '@/components/ui/empty-state';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useExtraOffered } from '@/lib/extras';
import { useRememberedPages } from '@/lib/use-remembered-pages';
import { PagedDesireList } from '@/features/desires/components/paged-desires';
import { ProfileDesires, type MemberDesiresQuery } from './profile-desires';

const TABS = ['desires', 'came-true', 'helped'] as const;
type Tab = (typeof TABS)[number];

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

const count = (n: number | undefined) => (n === undefined ? '' : ` (${n})`);

/**
 * A profile's desires: those not come true yet, a Came true tab of the fulfilled ones (with the date,
 * and who fulfilled each as the card says, never an anonymous fulfiller), and on one's own profile an
 * I helped tab of the desires one fulfilled. A backend without these lists gets the one list of old,
 * its Fulfilled chip included.
 */
export function ProfileSections({ userId, list, own, viewerId }: { userId: string; list: MemberDesiresQuery; own: boolean; viewerId: string }) {
  const [params, setParams] = useSearchParams();
  const cameTrueOffered = useExtraOffered('cameTrue');
  const helpedOffered = useExtraOffered('helped') && own && cameTrueOffered;
  // Read at once: the tab's count, and whether the backend has the list at all.
  const cameTrue = useInfiniteQuery({ ...archiveQueries.cameTrue(userId), enabled: cameTrueOffered });
  const helped = useInfiniteQuery({ ...archiveQueries.helped(), enabled: helpedOffered });
  useRememberedPages(cameTrue, archiveQueries.cameTrue(userId).queryKey);
  useRememberedPages(helped, archiveQueries.helped().queryKey);

  if (!cameTrueOffered) return <ProfileDesires list={list} own={own} />;

  const asked = params.get('tab') as Tab | null;
  const tab: Tab = asked && TABS.includes(asked) && (asked !== 'helped' || helpedOffered) ? asked : 'desires';
  const choose = (next: string) => {
    const nextParams = new URLSearchParams(params);
    if (next === 'desires') nextParams.delete('tab');
    else nextParams.set('tab', next);
    setParams(nextParams, { replace: true });
  };

  return (
    <Tabs value={tab} onValueChange={choose} className="grid gap-2">
      <TabsList aria-label="Desires of this profile">
        <TabsTrigger value="desires">Desires</TabsTrigger>
        <TabsTrigger value="came-true">Came true{count(cameTrue.data?.pages[0]?.total)}</TabsTrigger>
        {helpedOffered ? <TabsTrigger value="helped">I helped{count(helped.data?.pages[0]?.total)}</TabsTrigger> : null}
      </TabsList>
      <TabsContent value="desires">
        <ProfileDesires list={list} own={own} notYet />
      </TabsContent>
      <TabsContent value="came-true" className="grid gap-4">
        <h2 className="text-xl font-bold tracking-tight">
          Came true
        </h2>
        <PagedDesireList
          list={cameTrue}
          label="Desires that came true"
          failed="The desires that came true could not be loaded"
          headingLevel="h3"
          above={(desire) => <DateLine iso={cameTrueOn(desire)} words="Came true on" />}
          empty={<EmptyState icon={PartyPopper} title="Nothing has come true yet" text={own ? 'When someone fulfils one of your desires, it moves here.' : 'Fulfilled desires show here.'} />}
        />
      </TabsContent>
      {helpedOffered ? (
        <TabsContent value="helped" className="grid gap-4">
          <h2 className="text-xl font-bold tracking-tight">
            I helped
          </h2>
          <p className="text-sm text-muted-foreground">Desires you fulfilled, anonymous ones too. Only you can see this list.</p>
          <PagedDesireList
            list={helped}
            label="Desires you helped come true"
            failed="The desires you helped with could not be loaded"
            headingLevel="h3"
            above={(desire) => <DateLine iso={cameTrueOn(desire, viewerId)} words="You helped on" />}
            empty={<EmptyState icon={HandHeart} title="You have not fulfilled a desire yet" text="When an owner marks a desire you offered to fulfil as fulfilled, it shows here." />}
          />
        </TabsContent>
      ) : null}
    </Tabs>
  );
}

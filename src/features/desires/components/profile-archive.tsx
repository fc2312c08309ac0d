import type { ReactNode } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useExtraOffered } from '@/lib/extras';
import { useRememberedPages } from '@/lib/use-remembered-pages';
import { useSearchParam } from '@/lib/use-search-param';
import { archiveQueries } from '../api/archive';
import { CameTrueList, HelpedList } from './desire-archive';

const TABS = ['desires', 'came-true', 'helped'] as const;
type Tab = (typeof TABS)[number];


/**
 * A profile's desires: those not come true yet, a Came true tab of the fulfilled ones (with the date,
 * and who fulfilled each as the card says, never an anonymous fulfiller), and on one's own profile an
 * I helped tab of the desires one fulfilled. A backend without these lists gets the one list of old,
 * its Fulfilled chip included. `desires` draws the list of desires, without the fulfilled ones when
 * `notYet` (they are in Came true).
 */
export function ProfileSections({ userId, own, viewerId, desires }: { userId: string; own: boolean; viewerId: string; desires: (notYet: boolean) => ReactNode }) {
  const { t } = useLingui();
  const [param, choose] = useSearchParam('tab', 'desires');
  const cameTrueOffered = useExtraOffered('cameTrue');
  const helpedOffered = useExtraOffered('helped') && own && cameTrueOffered;
  // Read at once: the tab's count, and whether the backend has the list at all.
  const cameTrue = useInfiniteQuery({ ...archiveQueries.cameTrue(userId), enabled: cameTrueOffered });
  const helped = useInfiniteQuery({ ...archiveQueries.helped(), enabled: helpedOffered });
  useRememberedPages(cameTrue, archiveQueries.cameTrue(userId).queryKey);
  useRememberedPages(helped, archiveQueries.helped().queryKey);

  if (!cameTrueOffered) return desires(false);

  const cameTrueCount = cameTrue.data?.pages[0]?.total;
  const helpedCount = helped.data?.pages[0]?.total;
  const asked = param as Tab | null;
  const tab: Tab = asked && TABS.includes(asked) && (asked !== 'helped' || helpedOffered) ? asked : 'desires';

  return (
    <Tabs value={tab} onValueChange={choose} className="grid gap-2">
      <TabsList aria-label={t`Desires of this profile`}>
        <TabsTrigger value="desires">
          <Trans>Desires</Trans>
        </TabsTrigger>
        <TabsTrigger value="came-true">{cameTrueCount === undefined ? <Trans>Came true</Trans> : <Trans>Came true ({cameTrueCount})</Trans>}</TabsTrigger>
        {helpedOffered ? <TabsTrigger value="helped">{helpedCount === undefined ? <Trans>I helped</Trans> : <Trans>I helped ({helpedCount})</Trans>}</TabsTrigger> : null}
      </TabsList>
      <TabsContent value="desires">
        {desires(true)}
      </TabsContent>
      <TabsContent value="came-true" className="grid gap-4">
        <h2 className="text-xl font-bold tracking-tight">
          <Trans>Came true</Trans>
        </h2>
        <CameTrueList list={cameTrue} own={own} />
      </TabsContent>
      {helpedOffered ? (
        <TabsContent value="helped" className="grid gap-4">
          <h2 className="text-xl font-bold tracking-tight">
            <Trans>I helped</Trans>
          </h2>
          <p className="text-sm text-muted-foreground">
            <Trans>Desires you fulfilled, anonymous ones too. Only you can see this list.</Trans>
          </p>
          <HelpedList list={helped} viewerId={viewerId} />
        </TabsContent>
      ) : null}
    </Tabs>
  );
}

import { HandHeart, PartyPopper } from 'lucide-react';
import { useLingui as useLanguage } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Desire } from '@contract/desire';
import { EmptyState } from '@/components/ui/empty-state';
import { intlLocale } from '@/lib/i18n';
import { PagedDesireList, type PagedDesiresQuery } from './paged-desires';

/** The day, in the reader's language ("Nov 29, 2026" in English). */
const formatDay = (iso: string) => new Intl.DateTimeFormat(intlLocale(), { dateStyle: 'medium' }).format(new Date(iso));

/** When the desire came true: its latest completed offer's date (the owner marked it so then). */
function cameTrueOn(desire: Desire, byViewer?: string): string | null {
  const dates = desire.fulfillments
    .filter((f) => f.fulfilledAt && (!byViewer || (f.userId && f.userId._id === byViewer)))
    .map((f) => f.fulfilledAt!)
    .sort();
  return dates.at(-1) ?? null;
}

function DateLine({ iso, helped = false }: { iso: string | null; helped?: boolean }) {
  // Speaks again when the language changes.
  useLanguage();
  if (!iso) return null;
  const day = formatDay(iso);
  return (
    <p className="flex items-center gap-1.5 text-sm font-medium text-muted-foreground">
      <PartyPopper className="size-4 text-primary" aria-hidden="true" />
      <span>
        {helped ? (
          <Trans>
            You helped on <time dateTime={iso}>{day}</time>
          </Trans>
        ) : (
          <Trans>
            Came true on <time dateTime={iso}>{day}</time>
          </Trans>
        )}
      </span>
    </p>
  );
}

/** The fulfilled desires of a member, each with the day it came true. */
export function CameTrueList({ list, own }: { list: PagedDesiresQuery; own: boolean }) {
  const { t } = useLingui();
  return (
    <PagedDesireList
      list={list}
      label={t`Desires that came true`}
      loading={t`Loading desires that came true`}
      failed={t`The desires that came true could not be loaded`}
      headingLevel="h3"
      above={(desire) => <DateLine iso={cameTrueOn(desire)} />}
      empty={<EmptyState icon={PartyPopper} title={t`Nothing has come true yet`} text={own ? t`When someone fulfils one of your desires, it moves here.` : t`Fulfilled desires show here.`} />}
    />
  );
}

/** The desires the viewer fulfilled, anonymous ones too, each with the day the owner marked it so. */
export function HelpedList({ list, viewerId }: { list: PagedDesiresQuery; viewerId: string }) {
  const { t } = useLingui();
  return (
    <PagedDesireList
      list={list}
      label={t`Desires you helped come true`}
      loading={t`Loading desires you helped come true`}
      failed={t`The desires you helped with could not be loaded`}
      headingLevel="h3"
      above={(desire) => <DateLine iso={cameTrueOn(desire, viewerId)} helped />}
      empty={<EmptyState icon={HandHeart} title={t`You have not fulfilled a desire yet`} text={t`When an owner marks a desire you offered to fulfil as fulfilled, it shows here.`} />}
    />
  );
}

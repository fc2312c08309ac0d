import type { TrendingPeriod } from '@contract/desire';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { ChoiceChips } from '@/components/ui/choice-chips';

export const PERIODS: { value: TrendingPeriod; label: MessageDescriptor; empty: MessageDescriptor }[] = [
  { value: 'all', label: msg`All Time`, empty: msg`No trending desires yet` },
  { value: 'week', label: msg`This Week`, empty: msg`No trending desires this week` },
  { value: 'month', label: msg`This Month`, empty: msg`No trending desires this month` },
  { value: 'year', label: msg`This Year`, empty: msg`No trending desires this year` },
];

export function PeriodFilter({ value, onChange }: { value: TrendingPeriod; onChange: (next: TrendingPeriod) => void }) {
  const { t } = useLingui();
  const choices = PERIODS.map((period) => ({ value: period.value, label: t(period.label) }));
  return <ChoiceChips legend={t`Period`} choices={choices} value={value} onChange={onChange} className="flex-wrap" />;
}

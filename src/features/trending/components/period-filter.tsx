import type { TrendingPeriod } from '@contract/desire';
import { ChoiceChips } from '@/components/ui/choice-chips';

export const PERIODS: { value: TrendingPeriod; label: string; empty: string }[] = [
  { value: 'all', label: 'All Time', empty: 'No trending desires yet' },
  { value: 'week', label: 'This Week', empty: 'No trending desires this week' },
  { value: 'month', label: 'This Month', empty: 'No trending desires this month' },
  { value: 'year', label: 'This Year', empty: 'No trending desires this year' },
];

export function PeriodFilter({ value, onChange }: { value: TrendingPeriod; onChange: (next: TrendingPeriod) => void }) {
  return <ChoiceChips legend="Period" choices={PERIODS} value={value} onChange={onChange} className="flex-wrap" />;
}

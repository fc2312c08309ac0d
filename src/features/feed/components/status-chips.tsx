import type { FeedStatusFilter } from '@contract/desire';
import { ChoiceChips } from '@/components/ui/choice-chips';
import { STATUS_CHIPS } from '../model/feed-params';

/** All, Desired, In Progress, Fulfilled (or fewer, as `choices` says): one at a time, arrows move between them. */
export function StatusChips({
  value,
  onChange,
  choices = STATUS_CHIPS,
}: {
  value: FeedStatusFilter;
  onChange: (next: FeedStatusFilter) => void;
  choices?: readonly { value: FeedStatusFilter; label: string }[];
}) {
  return (
    <ChoiceChips
      legend="Status"
      choices={choices}
      value={value}
      onChange={onChange}
      className="-ml-4 min-w-0 overflow-x-auto py-1 pl-4 pr-1 [scrollbar-width:none] sm:ml-0 sm:flex-wrap sm:overflow-visible sm:px-0"
    />
  );
}

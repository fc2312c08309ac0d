import type { FeedStatusFilter } from '@contract/desire';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
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
  choices?: readonly { value: FeedStatusFilter; label: MessageDescriptor }[];
}) {
  const { t } = useLingui();
  return (
    <ChoiceChips
      legend={t`Status`}
      choices={choices.map((choice) => ({ value: choice.value, label: t(choice.label) }))}
      value={value}
      onChange={onChange}
      className="-ms-4 min-w-0 overflow-x-auto py-1 ps-4 pe-1 [scrollbar-width:none] sm:ms-0 sm:flex-wrap sm:overflow-visible sm:px-0"
    />
  );
}

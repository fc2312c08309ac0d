import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { Plural, useLingui } from '@lingui/react/macro';
import { searchLimits } from '@contract/limits';
import type { UserSearchResult } from '@contract/user';
import { Input } from '@/components/ui/input';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { searchQueries } from '../api/queries';
import { UserOptions } from './user-options';

export interface UserComboboxProps {
  label: string;
  placeholder?: string;
  onSelect: (user: UserSearchResult) => void;
  /** Members not to offer (already chosen). */
  excludeIds?: string[];
  maxResults?: number;
  invalid?: boolean;
  describedBy?: string;
}

/**
 * Finds members as you type (from 2 characters, 300 ms after the last key): a combobox with a
 * list box, arrows to move, Enter to choose, Escape to close.
 */
export function UserCombobox({ label, placeholder, onSelect, excludeIds = [], maxResults = 8, invalid, describedBy }: UserComboboxProps) {
  const { t } = useLingui();
  const minLength = searchLimits.minQueryLength;
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const query = useDebouncedValue(text.trim(), searchLimits.feedFilterDebounceMs);
  const results = useQuery(searchQueries.users(query));
  const id = useId();
  const listId = `${id}-list`;
  const enough = query.length >= searchLimits.minQueryLength;
  const options = (results.data ?? []).filter((u) => !excludeIds.includes(u._id)).slice(0, maxResults);
  const showList = open && enough;
  const listRef = useRef<HTMLUListElement>(null);
  // In a dialog whose body scrolls above a fixed footer, a list that opens near the bottom would sit
  // under the footer: bring it into view as it opens and as its results arrive.
  useEffect(() => {
    if (showList) listRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [showList, options.length]);

  const choose = (user: UserSearchResult) => {
    onSelect(user);
    setText('');
    setOpen(false);
    setActive(0);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((i) => Math.min(options.length - 1, i + 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => Math.max(0, i - 1));
    } else if (event.key === 'Enter') {
      if (showList && options[active]) {
        event.preventDefault();
        choose(options[active]);
      }
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    }
  };

  return (
    <div className="relative">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search className="pointer-events-none absolute start-3 top-3 size-4 text-muted-foreground" aria-hidden="true" />
      <Input
        id={id}
        role="combobox"
        inset="left"
        autoComplete="off"
        value={text}
        placeholder={placeholder ?? t`Search by name or email`}
        aria-expanded={showList}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={showList && options[active] ? `${id}-${options[active]._id}` : undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
          setActive(0);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      {showList ? (
        <ul ref={listRef} id={listId} role="listbox" aria-label={label} className="absolute inset-x-0 top-full z-30 mt-1 max-h-72 overflow-y-auto rounded-xl border bg-card p-1 shadow-xl">
          <UserOptions
            users={options}
            waiting={results.isFetching && options.length === 0}
            active={active}
            optionId={(user) => `${id}-${user._id}`}
            onChoose={choose}
            onHighlight={setActive}
          />
        </ul>
      ) : open && text.trim().length > 0 && !enough ? (
        <p className="mt-1 text-xs text-muted-foreground">
          <Plural value={minLength} one="Type at least # characters to search." other="Type at least # characters to search." />
        </p>
      ) : null}
    </div>
  );
}

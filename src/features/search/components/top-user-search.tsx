import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ArrowRight } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router-dom';
import { searchLimits } from '@contract/limits';
import type { UserSearchResult } from '@contract/user';
import { SearchInput } from '@/components/ui/search-input';
import { paths } from '@contract/pages/paths';
import { cn } from '@/lib/cn';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { searchQueries } from '../api/queries';
import { userOptionClass, UserOptions } from './user-options';

const SHOWN = 6;

/**
 * The desktop top bar's user search: results from 2 characters in a list under the box, a click
 * (or arrows and Enter) opens that profile; Enter on the text itself opens /search with it.
 */
export function TopUserSearch() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const typed = text.trim();
  const query = useDebouncedValue(typed, searchLimits.feedFilterDebounceMs);
  const results = useQuery({ ...searchQueries.users(query), placeholderData: keepPreviousData });
  const id = useId();
  const listId = `${id}-list`;
  const enough = typed.length >= searchLimits.minQueryLength;
  const users = enough && query.length >= searchLimits.minQueryLength ? (results.data ?? []).slice(0, SHOWN) : [];
  const waiting = enough && (query !== typed || results.isFetching) && users.length === 0;
  const showList = open && enough;
  // The options: the members found, then "See all results".
  const allIndex = users.length;

  const finish = () => {
    setOpen(false);
    setActive(-1);
    setText('');
    inputRef.current?.blur();
  };
  const openProfile = (user: UserSearchResult) => {
    finish();
    navigate(paths.member(user._id));
  };
  const searchAll = () => {
    if (!enough) return;
    finish();
    navigate(`${paths.search}?q=${encodeURIComponent(typed)}`);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = showList ? users[active] : undefined;
    if (chosen) openProfile(chosen);
    else searchAll();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((i) => Math.min(allIndex, i + 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => Math.max(-1, i - 1));
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (showList) {
        setOpen(false);
        setActive(-1);
      } else {
        setText('');
      }
    }
  };

  return (
    <form role="search" onSubmit={onSubmit} className="relative w-full">
      <SearchInput
        ref={inputRef}
        size="sm"
        shape="pill"
        role="combobox"
        autoComplete="off"
        value={text}
        placeholder={t`Search for users on the platform...`}
        label={t`Search for users on the platform`}
        aria-expanded={showList}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={showList && active >= 0 ? `${id}-option-${active}` : undefined}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => {
          setOpen(false);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
      />
      {showList ? (
        <ul id={listId} role="listbox" aria-label={t`Users found`} className="absolute inset-x-0 top-full z-30 mt-2 max-h-96 overflow-y-auto rounded-xl border bg-card p-1 shadow-xl">
          <UserOptions
            users={users}
            waiting={waiting}
            active={active}
            optionId={(_user, index) => `${id}-option-${index}`}
            onChoose={openProfile}
            onHighlight={setActive}
          />
          <li
            id={`${id}-option-${allIndex}`}
            role="option"
            aria-selected={active === allIndex}
            onMouseDown={(e) => {
              e.preventDefault();
              searchAll();
            }}
            onMouseEnter={() => setActive(allIndex)}
            className={cn(userOptionClass(active === allIndex), 'mt-1 border-t text-sm font-medium text-primary')}
          >
            <span className="min-w-0 flex-1 truncate">
              <Trans>
                See all results for “<bdi>{typed}</bdi>”
              </Trans>
            </span>
            <ArrowRight className="size-4 shrink-0 rtl:-scale-x-100" aria-hidden="true" />
          </li>
        </ul>
      ) : null}
    </form>
  );
}

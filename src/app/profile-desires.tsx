import { useQuery } from '@tanstack/react-query';
import { categoryQueries } from '@/features/categories/api/queries';
import type { MemberDesiresQuery } from '@/features/desires/api/use-member-desires';
import { MemberDesireList } from '@/features/desires/components/member-desire-list';
import { StatusChips } from '@/features/feed/components/status-chips';
import { STATUS_CHIPS, statusFromParam } from '@/features/feed/model/feed-params';
import { memberCategoryLooks } from '@/lib/category-style';
import { useSearchParam } from '@/lib/use-search-param';
import { useDesireActions } from './desire-experience';

/** The chips of a profile whose fulfilled desires have a tab of their own (Came true). */
const NOT_YET_CHIPS = STATUS_CHIPS.filter((chip) => chip.value !== 'fulfilled');

/**
 * A member's desires on their profile: the feed's status chips (kept in the address, as on the feed)
 * and, on one's own profile, the member's categories for the category chips. With `notYet`, the
 * fulfilled ones are left out (they are in the Came true tab), and so is their chip.
 */
export function ProfileDesires({ list, own, notYet = false }: { list: MemberDesiresQuery; own: boolean; notYet?: boolean }) {
  const [param, setStatus] = useSearchParam('status', 'all');
  const asked = statusFromParam(param);
  const status = notYet && asked === 'fulfilled' ? 'all' : asked;
  const { openCreate } = useDesireActions();
  // On their own profile the chips follow the member's categories ("Other" last).
  const mine = useQuery({ ...categoryQueries.list(), enabled: own, select: memberCategoryLooks });

  return (
    <MemberDesireList
      list={list}
      own={own}
      notYet={notYet}
      status={status}
      statusChips={<StatusChips value={status} onChange={setStatus} choices={notYet ? NOT_YET_CHIPS : undefined} />}
      categoryLooks={own ? mine.data : undefined}
      onCreate={() => openCreate()}
    />
  );
}

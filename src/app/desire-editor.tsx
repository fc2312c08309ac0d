import { useQuery } from '@tanstack/react-query';
import type { Visibility } from '@contract/desire';
import { categoryQueries } from '@/features/categories/api/queries';
import { DesireFormDialog, type DesireFormMode } from '@/features/desires/components/desire-form/desire-form-dialog';
import { MemberPicker } from '@/features/search/components/member-picker';
import { occasionQueries } from '@/features/occasions/api/queries';
import { memberCategoryLooks } from '@/lib/category-style';

/** The create and edit dialog with the member picker of the search feature: its own chunk, loaded when first opened. */
export function DesireEditor({ mode, onClose, defaultVisibility }: { mode: DesireFormMode; onClose: () => void; defaultVisibility: Visibility }) {
  const categories = useQuery({ ...categoryQueries.list(), select: memberCategoryLooks });
  // The member's occasions for the form's "For an occasion": undefined while unknown or not offered.
  const occasions = useQuery(occasionQueries.mine());
  return (
    <DesireFormDialog
      mode={mode}
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      defaultVisibility={defaultVisibility}
      renderMemberPicker={(props) => <MemberPicker {...props} />}
      categoryChoices={categories.data}
      occasionChoices={occasions.data ?? undefined}
    />
  );
}

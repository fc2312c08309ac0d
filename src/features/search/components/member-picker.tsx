import { X } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import type { UserSummary } from '@contract/user';
import { Avatar } from '@/components/ui/avatar';
import { UserCombobox } from './user-combobox';

/** Chooses several members (the people a custom desire is shared with). */
export function MemberPicker({ selected, onChange, invalid, describedBy }: { selected: UserSummary[]; onChange: (next: UserSummary[]) => void; invalid?: boolean; describedBy?: string }) {
  const { t } = useLingui();
  return (
    <div className="grid gap-2">
      <UserCombobox
        label={t`Share with`}
        placeholder={t`Search members to share with`}
        excludeIds={selected.map((m) => m._id)}
        invalid={invalid}
        describedBy={describedBy}
        onSelect={(user) => onChange([...selected, { _id: user._id, fullName: user.fullName, profileImage: user.profileImage }])}
      />
      {selected.length > 0 ? (
        <ul aria-label={t`Shared with`} className="flex flex-wrap gap-2">
          {selected.map((member) => {
            const name = member.fullName;
            return (
              <li key={member._id} className="inline-flex h-8 items-center gap-1.5 rounded-full border bg-card px-1 text-sm font-medium">
                <Avatar name={member.fullName} src={member.profileImage} size="xs" />
                {member.fullName}
                <button type="button" onClick={() => onChange(selected.filter((m) => m._id !== member._id))} className="rounded-full p-1 hover:bg-muted" aria-label={t`Remove ${name}`}>
                  <X className="size-3.5" aria-hidden="true" />
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}

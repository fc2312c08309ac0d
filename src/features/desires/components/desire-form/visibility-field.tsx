import { useId, type ReactNode } from 'react';
import { Globe, Lock, UserCheck, Users } from 'lucide-react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Visibility } from '@contract/desire';
import type { UserSummary } from '@contract/user';
import { cn } from '@/lib/cn';

const OPTIONS: { value: Visibility; label: MessageDescriptor; hint: MessageDescriptor; icon: typeof Globe }[] = [
  { value: 'public', label: msg`Public`, hint: msg`Anyone can see it`, icon: Globe },
  { value: 'followers', label: msg`Followers`, hint: msg`People who follow you`, icon: Users },
  { value: 'private', label: msg`Private`, hint: msg`Only you`, icon: Lock },
  { value: 'custom', label: msg`Custom`, hint: msg`People you choose`, icon: UserCheck },
];

export interface MemberPickerProps {
  selected: UserSummary[];
  onChange: (next: UserSummary[]) => void;
  invalid?: boolean;
  describedBy?: string;
}

/** Who may see the desire; for custom, the members it is shared with (chosen with the app's member picker). */
export function VisibilityField({
  value,
  onChange,
  members,
  onMembersChange,
  renderMemberPicker,
  membersError,
  errorId,
}: {
  value: Visibility;
  onChange: (next: Visibility) => void;
  members: UserSummary[];
  onMembersChange: (next: UserSummary[]) => void;
  renderMemberPicker: (props: MemberPickerProps) => ReactNode;
  membersError?: string;
  errorId: string;
}) {
  const { t } = useLingui();
  const name = useId();
  return (
    <div className="grid gap-3">
      <fieldset className="grid grid-cols-2 gap-2">
        <legend className="sr-only">
          <Trans>Who can see this desire</Trans>
        </legend>
        {OPTIONS.map((option) => {
          const on = option.value === value;
          return (
            <label
              key={option.value}
              className={cn(
                'relative flex cursor-pointer items-start gap-2.5 rounded-xl border p-3 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
                on ? 'border-primary bg-accent' : 'bg-card hover:bg-muted',
              )}
            >
              <input type="radio" name={name} value={option.value} checked={on} onChange={() => onChange(option.value)} className="sr-only" />
              <option.icon className={cn('mt-0.5 size-4 shrink-0', on ? 'text-accent-foreground' : 'text-muted-foreground')} aria-hidden="true" />
              <span className="grid">
                <span className="text-sm font-semibold">{t(option.label)}</span>
                <span className="text-xs text-muted-foreground">{t(option.hint)}</span>
              </span>
            </label>
          );
        })}
      </fieldset>
      {value === 'custom' ? (
        <div className="grid gap-1.5">
          {renderMemberPicker({ selected: members, onChange: onMembersChange, invalid: Boolean(membersError), describedBy: membersError ? errorId : undefined })}
          {membersError ? (
            <p id={errorId} role="alert" className="text-xs font-medium text-destructive">
              {membersError}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

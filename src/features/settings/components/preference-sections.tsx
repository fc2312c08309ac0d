import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Bell, ShieldCheck } from 'lucide-react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { UpdateSettingsBody, UserSettings } from '@contract/settings';
import { inputVariants } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { SettingsSection, SettingSwitch } from './settings-section';

const VISIBILITIES: { value: UserSettings['defaultVisibility']; label: MessageDescriptor }[] = [
  { value: 'public', label: msg`Public` },
  { value: 'followers', label: msg`Followers` },
  { value: 'private', label: msg`Private` },
];

/** Privacy and Notifications: every change is saved at once through `onChange`. */
export function PreferenceSections({ settings, onChange }: { settings: UserSettings; onChange: (change: UpdateSettingsBody) => void }) {
  const { t } = useLingui();
  const selectId = useId();
  return (
    <>
      <SettingsSection title={t`Privacy`} icon={ShieldCheck}>
        <div className="grid gap-1.5">
          <label htmlFor={selectId} className="text-sm font-medium leading-none">
            <Trans>Default visibility</Trans>
          </label>
          <p id={`${selectId}-hint`} className="text-sm text-muted-foreground">
            <Trans>Who sees a new desire unless you choose otherwise: everyone, the people who follow you, or only you.</Trans>
          </p>
          <select
            id={selectId}
            aria-describedby={`${selectId}-hint`}
            value={settings.defaultVisibility}
            onChange={(e) => onChange({ defaultVisibility: e.target.value as UserSettings['defaultVisibility'] })}
            className={cn(inputVariants(), 'mt-1 cursor-pointer sm:max-w-xs')}
          >
            {VISIBILITIES.map((option) => (
              <option key={option.value} value={option.value}>
                {t(option.label)}
              </option>
            ))}
          </select>
        </div>
        {settings.surpriseByDefault !== null && (
          <SettingSwitch
            label={t`Keep new desires a surprise`}
            description={t`A new desire starts as a surprise: offers and pledges stay hidden from you until you reveal them. You can change it for each desire.`}
            checked={settings.surpriseByDefault}
            onCheckedChange={(surpriseByDefault) => onChange({ surpriseByDefault })}
          />
        )}
        <SettingSwitch
          label={t`Show My Activity`}
          description={t`When off, other members cannot see who you follow or who follows you, and you are not suggested to others.`}
          checked={settings.showMyActivity}
          onCheckedChange={(showMyActivity) => onChange({ showMyActivity })}
        />
      </SettingsSection>
      <SettingsSection title={t`Notifications`} icon={Bell}>
        <SettingSwitch
          label={t`New followers`}
          description={t`When someone starts following you.`}
          checked={settings.notifyFollowers}
          onCheckedChange={(notifyFollowers) => onChange({ notifyFollowers })}
        />
        <SettingSwitch
          label={t`Reactions`}
          description={t`When someone reacts to one of your desires.`}
          checked={settings.notifyReactions}
          onCheckedChange={(notifyReactions) => onChange({ notifyReactions })}
        />
        <SettingSwitch
          label={t`Comments`}
          description={t`When someone comments on one of your desires.`}
          checked={settings.notifyComments}
          onCheckedChange={(notifyComments) => onChange({ notifyComments })}
        />
        {settings.notifyFulfillments != null && (
          <SettingSwitch
            label={t`Offers to fulfil`}
            description={t`When someone offers to fulfil one of your desires, and when a desire you offered to fulfil is marked done.`}
            checked={settings.notifyFulfillments}
            onCheckedChange={(notifyFulfillments) => onChange({ notifyFulfillments })}
          />
        )}
        {settings.notifyMessages != null && (
          <SettingSwitch
            label={t`Messages`}
            description={t`A notification on your devices and a line in your email digest when someone writes to you. Your chats and their unread count stay as they are.`}
            checked={settings.notifyMessages}
            onCheckedChange={(notifyMessages) => onChange({ notifyMessages })}
          />
        )}
        {settings.emailDigest != null && (
          <SettingSwitch
            label={t`Email digest`}
            description={t`A mail of the notifications and messages you have not read for an hour, at most once a day.`}
            checked={settings.emailDigest}
            onCheckedChange={(emailDigest) => onChange({ emailDigest })}
          />
        )}
      </SettingsSection>
    </>
  );
}

export function PreferenceSectionsSkeleton() {
  const { t } = useLingui();
  return (
    <div role="status" className="grid gap-5" aria-busy="true" aria-label={t`Loading settings`}>
      {[0, 1].map((i) => (
        <div key={i} className="grid gap-4 rounded-2xl border bg-card p-4 sm:p-6">
          <span className="h-5 w-32 animate-pulse rounded bg-muted" />
          <span className="h-10 w-full animate-pulse rounded-lg bg-muted" />
          <span className="h-10 w-full animate-pulse rounded-lg bg-muted" />
        </div>
      ))}
    </div>
  );
}

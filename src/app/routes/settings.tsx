import { useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Smartphone } from 'lucide-react';
import { useLogout } from '@/features/auth/api/logout';
import { useSession } from '@/features/auth/api/queries';
import { useUpdateSettings } from '@/features/settings/api/mutations';
import { settingsQueries } from '@/features/settings/api/queries';
import { AccountSection } from '@/features/settings/components/account-section';
import { BookmarkletSection } from '@/features/settings/components/bookmarklet-section';
import { DangerZone } from '@/features/settings/components/danger-zone';
import { DataExportSection } from '@/features/settings/components/data-export-section';
import { DataImportSection } from '@/features/settings/components/data-import-section';
import { PreferenceSections, PreferenceSectionsSkeleton } from '@/features/settings/components/preference-sections';
import { SettingsSection } from '@/features/settings/components/settings-section';
import { DevicePushControl } from '@/features/push/components/device-push-control';
import { safetyQueries, useSafetyChange } from '@/features/profile/api/member-safety';
import { MutedBlockedSection } from '@/features/settings/components/muted-blocked-section';
import { LanguageSection } from '@/features/settings/components/language-section';
import { useLanguageChoice } from '../language';
import { PageHeader } from '@/components/layout/page-header';
import { toast } from '@/components/ui/toast';
import { paths } from '@contract/pages/paths';
import { LoadFailed } from '@/components/ui/load-failed';
import { useExtraOffered } from '@/lib/extras';

/** Account, privacy and notification settings; every switch is saved the moment it changes. */
export function Component() {
  const { t } = useLingui();
  const { user } = useSession();
  const settings = useQuery(settingsQueries.mine());
  const update = useUpdateSettings({
    onSaved: () => toast.success(t`Settings saved`),
    onFailed: () => toast.error(t`Error saving settings`, t`Your change was undone.`),
  });
  const logout = useLogout();
  const navigate = useNavigate();

  const signOut = (then?: () => void) => {
    if (logout.isPending) return;
    logout.mutate(undefined, {
      onSettled: () => {
        then?.();
        navigate(paths.auth, { replace: true });
      },
    });
  };

  return (
    <div className="mx-auto grid max-w-3xl gap-5">
      <PageHeader title={t`Settings`} description={t`Your account, privacy and notifications`} />
      {user ? <AccountSection email={user.email} /> : null}
      {settings.data ? (
        <PreferenceSections
          settings={settings.data}
          onChange={(change) => update.mutate(change)}
        />
      ) : settings.isError ? (
        <LoadFailed title={t`Failed to load your settings`} onRetry={() => void settings.refetch()} retrying={settings.isFetching} />
      ) : (
        <PreferenceSectionsSkeleton />
      )}
      <DevicePushControl
        frame={(content) => (
          <SettingsSection title={t`Notifications on this device`} icon={Smartphone}>
            {content}
          </SettingsSection>
        )}
      />
      <MutedAndBlockedSettings />
      <LanguageSettings />
      <BookmarkletSection />
      <DataExportSection />
      <DataImportSection />
      <DangerZone
        // The account is gone, so are its sessions: sign out here too and start again at /auth.
        onDeleted={() => signOut()}
        onLogout={() => signOut(() => toast.success(t`Logged out successfully`))}
        loggingOut={logout.isPending}
      />
    </div>
  );
}

function LanguageSettings() {
  const language = useLanguageChoice();
  return <LanguageSection choice={language.choice} browserLanguage={language.browserLanguage} onChoose={(choice) => void language.choose(choice)} pending={language.pending} />;
}

/** "Muted and blocked": the profile feature's blocks and mutes in a settings section; nothing when the backend does not offer them. */
function MutedAndBlockedSettings() {
  const offered = useExtraOffered('memberSafety');
  const blocksAndMutes = useQuery({ ...safetyQueries.list(), enabled: offered });
  const change = useSafetyChange();
  if (!offered) return null;
  return (
    <MutedBlockedSection
      blocksAndMutes={blocksAndMutes.data}
      failed={blocksAndMutes.isError}
      onRetry={() => void blocksAndMutes.refetch()}
      onUndo={(kind, member) => change.mutate({ kind, on: false, member })}
    />
  );
}

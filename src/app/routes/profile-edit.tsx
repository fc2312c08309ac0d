import { useNavigate } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { useSession } from '@/features/auth/api/queries';
import { EditProfileForm } from '@/features/profile/components/edit-profile-form';
import { PageHeader } from '@/components/layout/page-header';
import { paths } from '@contract/pages/paths';
import { useSignedInUserSaved } from '@/features/auth/api/use-signed-in-user-saved';

/** Editing one's profile: picture, name, bio and who sees the details. */
export function Component() {
  const { user } = useSession();
  const navigate = useNavigate();
  const onUserSaved = useSignedInUserSaved();
  const { t } = useLingui();
  if (!user) return null;
  return (
    <div className="mx-auto grid w-full max-w-2xl gap-6">
      <PageHeader title={t`Edit Profile`} description={t`How other members see you.`} />
      <EditProfileForm user={user} onUserSaved={onUserSaved} onSaved={() => navigate(paths.profile)} onCancel={() => navigate(paths.profile)} />
    </div>
  );
}

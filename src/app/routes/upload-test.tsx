import { useLingui } from '@lingui/react/macro';
import { useSession } from '@/features/auth/api/queries';
import { UploadTestPanel } from '@/features/uploads/components/upload-test-panel';
import { PageHeader } from '@/components/layout/page-header';

/** The upload test page: the upload endpoint by hand. */
export function Component() {
  const { t } = useLingui();
  const { user } = useSession();
  return (
    <div className="grid gap-6">
      <PageHeader title={t`Upload Test`} description={t`Send an image through the upload service and check what comes back.`} />
      <UploadTestPanel userId={user?._id} />
    </div>
  );
}

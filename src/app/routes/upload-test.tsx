import { useSession } from '@/features/auth/api/queries';
import { UploadTestPanel } from '@/features/uploads/components/upload-test-panel';
import { PageHeader } from '@/components/layout/page-header';

/** The upload test page: the upload endpoint by hand. */
export function Component() {
  const { user } = useSession();
  return (
    <div className="grid gap-6">
      <PageHeader title="Upload Test" description="Send an image through the upload service and check what comes back." />
      <UploadTestPanel userId={user?._id} />
    </div>
  );
}

import { useNavigate, useParams } from 'react-router-dom';
import { UserDetails } from '@/features/admin/components/user-details';
import { useAdminSession } from '@/features/auth/api/queries';
import { paths } from '@contract/pages/paths';

/** One user; after Delete the list again. */
export function Component() {
  const { userId } = useParams();
  const { admin } = useAdminSession();
  const navigate = useNavigate();
  return <UserDetails userId={userId} ownId={admin?._id ?? null} onDeleted={() => navigate(paths.admin.users, { replace: true })} />;
}

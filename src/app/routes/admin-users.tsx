import { UserManagement } from '@/features/admin/components/user-management';
import { useAdminSession } from '@/features/auth/api/queries';

/** The user list; the signed-in admin's id keeps their own Remove Admin disabled. */
export function Component() {
  const { admin } = useAdminSession();
  return <UserManagement ownId={admin?._id ?? null} />;
}

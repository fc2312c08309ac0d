import { useAdminSession, useSession } from '@/features/auth/api/queries';
import { AccessRestricted } from '@/features/chat/components/access-restricted';
import { ChatScreen } from '@/features/chat/components/chat-screen';
import { paths } from '@contract/pages/paths';

/**
 * One-to-one chat. Admins are kept out: an admin signed in to the admin area only, or a member
 * account whose role is admin, sees the restricted notice with the way to the dashboard.
 */
export function Component() {
  const { status, user } = useSession();
  const admin = useAdminSession();
  const member = status === 'signed-in' && user !== null && user.role !== 'admin';
  if (!member) {
    if (admin.status === 'admin' || user?.role === 'admin') return <AccessRestricted dashboardHref={paths.admin.dashboard} />;
    return null;
  }
  return (
    <ChatScreen
      viewer={{ _id: user._id, fullName: user.fullName, profileImage: user.profileImage ?? null }}
      feedHref={paths.feed}
      chatHref={paths.chat()}
    />
  );
}

import { useLocation } from 'react-router';
import { PageHeader } from '@/components/layout/page-header';
import { paths } from '@/config/paths';

/** The home feed (/feed) and its Following tab (/following). */
export function Component() {
  const { pathname } = useLocation();
  return <PageHeader title={pathname === paths.following ? 'Following' : 'Home Feed'} />;
}

import { PageHeader } from '@/components/layout/page-header';

/** The user list. */
export function Component() {
  return <PageHeader title="User Management" />;
}

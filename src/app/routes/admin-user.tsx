import { PageHeader } from '@/components/layout/page-header';

/** One user. */
export function Component() {
  return <PageHeader title="User Details" />;
}

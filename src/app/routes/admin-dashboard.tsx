import { PageHeader } from '@/components/layout/page-header';

/** Site statistics. */
export function Component() {
  return <PageHeader title="Dashboard" />;
}

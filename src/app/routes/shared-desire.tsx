import { PageHeader } from '@/components/layout/page-header';

/** A desire shared by link. */
export function Component() {
  return <PageHeader title="Shared Desire" />;
}

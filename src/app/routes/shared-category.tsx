import { PageHeader } from '@/components/layout/page-header';

/** A category shared by link. */
export function Component() {
  return <PageHeader title="Shared category" />;
}

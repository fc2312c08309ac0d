import { PageHeader } from '@/components/layout/page-header';

/** The category list. */
export function Component() {
  return <PageHeader title="Desire Categories" />;
}

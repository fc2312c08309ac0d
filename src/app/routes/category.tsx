import { PageHeader } from '@/components/layout/page-header';

/** One category and its desires. */
export function Component() {
  return <PageHeader title="Category" />;
}

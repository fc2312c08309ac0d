import { PageHeader } from '@/components/layout/page-header';

/** One-to-one chat. */
export function Component() {
  return <PageHeader title="Messages" />;
}

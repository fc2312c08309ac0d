import { PageHeader } from '@/components/layout/page-header';

/** Trending desires. */
export function Component() {
  return <PageHeader title="Trending Desires" />;
}

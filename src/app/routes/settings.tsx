import { PageHeader } from '@/components/layout/page-header';

/** Account, privacy and notification settings. */
export function Component() {
  return <PageHeader title="Settings" />;
}

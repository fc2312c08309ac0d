import { PageHeader } from '@/components/layout/page-header';

/** The notification list. */
export function Component() {
  return <PageHeader title="Notifications" />;
}

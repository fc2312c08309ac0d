import { PageHeader } from '@/components/layout/page-header';

/** A member's profile (own or another's). */
export function Component() {
  return <PageHeader title="Profile" />;
}

import { PageHeader } from '@/components/layout/page-header';

/** Editing one's profile. */
export function Component() {
  return <PageHeader title="Edit Profile" />;
}

import { Dashboard } from '@/features/admin/components/dashboard';

/** Site statistics. */
export function Component() {
  return <Dashboard />;
}

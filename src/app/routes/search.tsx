import { PageHeader } from '@/components/layout/page-header';

/** User search. */
export function Component() {
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-6">
      <PageHeader title="Search for Users" />
    </main>
  );
}

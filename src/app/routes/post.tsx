import { PageHeader } from '@/components/layout/page-header';

/** A single desire, readable by visitors. */
export function Component() {
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-8">
      <PageHeader title="Desire" />
    </main>
  );
}

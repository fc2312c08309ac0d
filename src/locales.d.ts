// The parts of each language's catalog, compiled from its .po file by scripts/catalog-parts.ts (src/lib/i18n.ts).
declare module 'virtual:catalogs' {
  import type { Messages } from '@lingui/core';
  import type { FirstVisitKind } from '@contract/pages/route-manifest';
  type Part = () => Promise<{ messages: Messages }>;
  export const catalogs: Record<'es' | 'de' | 'ar', Record<FirstVisitKind | 'rest', Part>>;
}

import { formatter } from '@lingui/format-po';

// Lingui's catalogs: English is the source (the spec's texts word for word); the other languages'
// catalogs are written from it (docs/decisions/app.md, "Languages"). Origins name files without line
// numbers, so moving a message within its file leaves the catalogs as they are.
/** @type {import('@lingui/conf').LinguiConfig} */
export default {
  sourceLocale: 'en',
  locales: ['en', 'es', 'de', 'ar'],
  catalogs: [{ path: '<rootDir>/src/locales/{locale}/messages', include: ['<rootDir>/src'] }],
  format: formatter({ lineNumbers: false }),
};

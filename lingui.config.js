// Lingui's catalogs: English is the source (the spec's texts word for word); the other languages'
// catalogs are written from it (docs/decisions/app.md, "Languages").
/** @type {import('@lingui/conf').LinguiConfig} */
export default {
  sourceLocale: 'en',
  locales: ['en', 'es', 'de', 'ar'],
  catalogs: [{ path: '<rootDir>/src/locales/{locale}/messages', include: ['<rootDir>/src'] }],
  format: 'po',
};

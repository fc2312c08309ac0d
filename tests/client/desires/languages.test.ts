import { afterEach, describe, expect, it } from 'vitest';
import { replaceQuestion } from '@/features/desires/components/desire-form/import-merge';
import { activateLanguage } from '@/lib/i18n';

// The words that do not wait for a catalog: a list joined the way the reader's language joins one.
describe('the import question in another language', () => {
  afterEach(() => activateLanguage('en'));

  it("joins the fields as the reader's language does, and English as the spec writes it", async () => {
    await activateLanguage('de');
    expect(replaceQuestion(['title', 'description', 'coverImage'])).toContain(' und ');
    await activateLanguage('ar');
    expect(replaceQuestion(['title', 'description'])).toContain(' و');
    await activateLanguage('en');
    expect(replaceQuestion(['title', 'description', 'coverImage'])).toBe("Replace title, description and cover image with the page's?");
  });
});

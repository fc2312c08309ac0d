import { describe, expect, it } from 'vitest';
import { desireLimits } from '@contract/limits';
import { pageValues, planImport, replaceQuestion, type ImportedField } from '@/features/desires/components/desire-form/import-merge';

const empty = { title: '', description: '', estimatedCost: '', coverImage: null };

describe('what a URL import fills and what it asks about', () => {
  it('reads the page: price is the estimated cost, image the cover; blank values are left out; text is cut to the limits', () => {
    expect(pageValues({ title: '  Film camera ', description: '', image: '/uploads/cam.jpg', price: 'USD 129.99', isRestricted: false })).toEqual({
      title: 'Film camera',
      estimatedCost: 'USD 129.99',
      coverImage: '/uploads/cam.jpg',
    });
    const long = pageValues({ title: 'x'.repeat(300), description: 'y'.repeat(900), price: 'z'.repeat(80), isRestricted: false });
    expect(long.title).toHaveLength(desireLimits.titleMax);
    expect(long.description).toHaveLength(desireLimits.descriptionMax);
    expect(long.estimatedCost).toHaveLength(desireLimits.estimatedCostMax);
  });

  it('fills empty fields and fields the member did not type; asks about typed ones; skips equal ones', () => {
    const typed = new Set<ImportedField>(['title', 'description']);
    const plan = planImport(
      { title: 'Film camera', description: 'A 35mm classic', estimatedCost: 'USD 129.99', coverImage: '/uploads/cam.jpg' },
      { title: 'My camera', description: 'A 35mm classic', estimatedCost: 'USD 99', coverImage: null },
      (field) => typed.has(field),
    );
    // The description already says it; the cost was an earlier import's; the cover was empty.
    expect(plan).toEqual({ fill: { estimatedCost: 'USD 129.99', coverImage: '/uploads/cam.jpg' }, ask: { title: 'Film camera' } });
  });

  it('a field of spaces is empty, whoever typed it', () => {
    expect(planImport({ title: 'Film camera' }, { ...empty, title: '   ' }, () => true)).toEqual({ fill: { title: 'Film camera' }, ask: {} });
  });

  it('asks in the form’s order, as a sentence', () => {
    expect(replaceQuestion(['title'])).toBe("Replace title with the page's?");
    expect(replaceQuestion(['description', 'title'])).toBe("Replace title and description with the page's?");
    expect(replaceQuestion(['coverImage', 'estimatedCost', 'title'])).toBe("Replace title, estimated cost and cover image with the page's?");
  });
});

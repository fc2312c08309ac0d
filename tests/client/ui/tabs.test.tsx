import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { activateLanguage } from '@/lib/i18n';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { renderWithI18n } from '../with-i18n';

afterEach(async () => {
  await activateLanguage('en');
});

const tabs = (
  <Tabs defaultValue="one">
    <TabsList aria-label="Parts">
      <TabsTrigger value="one">One</TabsTrigger>
      <TabsTrigger value="two">Two</TabsTrigger>
    </TabsList>
    <TabsContent value="one">First part</TabsContent>
    <TabsContent value="two">Second part</TabsContent>
  </Tabs>
);

describe('Tabs', () => {
  it('run right to left in Arabic, and what they hold with them', async () => {
    await activateLanguage('ar');
    renderWithI18n(tabs);
    expect(screen.getByRole('tablist').closest('[dir]')).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('tabpanel').closest('[dir]')).toHaveAttribute('dir', 'rtl');
  });

  it('run left to right in English', () => {
    renderWithI18n(tabs);
    expect(screen.getByRole('tablist').closest('[dir]')).toHaveAttribute('dir', 'ltr');
  });
});

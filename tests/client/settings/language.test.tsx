import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_SETTINGS } from '@contract/settings';
import { storageKeys } from '@/lib/storage-keys';
import { server } from '../msw/server';
import { handlers, member } from '../msw/handlers';
import { settingsServer } from '../msw/people-screens';
import { renderApp } from '../render-app';
import { findToast } from '../toasts';

/** Maya on /settings with a backend that keeps `language` (or not, with `language: null`). */
async function openSettings(language: (typeof DEFAULT_SETTINGS)['language'] | 'auto' = 'auto') {
  const fake = settingsServer({ ...DEFAULT_SETTINGS, language });
  server.use(handlers.me(member()), ...fake.handlers);
  const view = renderApp('/settings', { memberToken: 'tok' });
  await screen.findByRole('heading', { name: 'Settings', level: 1 });
  const section = await screen.findByRole('region', { name: 'Language' });
  return { ...view, fake, section };
}

const html = () => document.documentElement;

describe('the language choice', () => {
  it('offers the browser’s language and each of the app’s by its own name, the browser’s chosen until the member chooses', async () => {
    const { section } = await openSettings();
    const radios = within(section).getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual(['Same as this browser (English)', 'English', 'Español', 'Deutsch', 'العربية']);
    expect(within(section).getByRole('radio', { name: /Same as this browser/ })).toBeChecked();
    expect(within(section).getByText('العربية')).toHaveAttribute('lang', 'ar');
  });

  it('switches the app at once, marks the page with the language and saves the choice where the backend keeps it', async () => {
    const { user, fake, section } = await openSettings('auto');
    await user.click(within(section).getByRole('radio', { name: 'Deutsch' }));
    await waitFor(() => expect(html()).toHaveAttribute('lang', 'de'));
    expect(html()).toHaveAttribute('dir', 'ltr');
    await waitFor(() => expect(fake.state.writes).toEqual([{ language: 'de' }]));
    expect(window.localStorage.getItem(storageKeys.languageChoice)).toBe('de');
    expect(document.cookie).toContain('wishwell-language=de');
  });

  it("puts the tab's title in the new language when it is the app's own, and leaves a page's own title", async () => {
    document.title = 'Wishwell: share what you wish for';
    const { user, section } = await openSettings('auto');
    await user.click(within(section).getByRole('radio', { name: 'Deutsch' }));
    await waitFor(() => expect(document.title).toBe('Wishwell: Teile, was du dir wünschst'));

    document.title = 'A red bicycle';
    await user.click(within(await screen.findByRole('region', { name: 'Sprache' })).getByRole('radio', { name: 'English' }));
    await waitFor(() => expect(html()).toHaveAttribute('lang', 'en'));
    expect(document.title).toBe('A red bicycle');
  });

  it('lays Arabic out right to left', async () => {
    const { user, section } = await openSettings('auto');
    await user.click(within(section).getByRole('radio', { name: 'العربية' }));
    await waitFor(() => expect(html()).toHaveAttribute('dir', 'rtl'));
    expect(html()).toHaveAttribute('lang', 'ar');
  });

  it('keeps the choice in this browser alone when the backend has no language in its settings', async () => {
    const { user, fake, section } = await openSettings(null);
    // A switch of the spec is saved through the same call: the backend answers writes.
    await user.click(within(section).getByRole('radio', { name: 'Español' }));
    await waitFor(() => expect(html()).toHaveAttribute('lang', 'es'));
    expect(window.localStorage.getItem(storageKeys.languageChoice)).toBe('es');
    expect(fake.state.writes).toEqual([]);
  });

  it('puts the former language back, and says so, when the choice cannot be saved', async () => {
    const { user, fake, section } = await openSettings('auto');
    fake.state.failWith = 500;
    await user.click(within(section).getByRole('radio', { name: 'Deutsch' }));
    await waitFor(() => expect(fake.state.writes).toEqual([{ language: 'de' }]));
    await findToast('Error saving settings');
    await waitFor(() => expect(html()).toHaveAttribute('lang', 'en'));
    expect(window.localStorage.getItem(storageKeys.languageChoice)).toBeNull();
    const again = await screen.findByRole('region', { name: 'Language' });
    expect(within(again).getByRole('radio', { name: /Same as this browser/ })).toBeChecked();
  });

  it('takes the language the member chose on another device', async () => {
    const fake = settingsServer({ ...DEFAULT_SETTINGS, language: 'ar' });
    server.use(handlers.me(member()), ...fake.handlers);
    renderApp('/settings', { memberToken: 'tok' });
    await waitFor(() => expect(html()).toHaveAttribute('dir', 'rtl'));
    expect(window.localStorage.getItem(storageKeys.languageChoice)).toBe('ar');
  });
});

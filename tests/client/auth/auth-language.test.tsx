import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { activateLanguage, currentLanguage } from '@/lib/i18n';
import { renderApp } from '../render-app';
import { authScreens, loadScreensFirst } from './warm-up';

loadScreensFirst(...authScreens);

// The words themselves depend on the catalogs; what is checked here holds in any language.
describe('signing in in another language', () => {
  afterEach(() => activateLanguage('en'));

  it('in Arabic the sign-in page reads right to left, and its email step works as in English', async () => {
    await activateLanguage('ar');
    const { user } = renderApp('/auth');
    const email = await screen.findByRole('textbox');
    expect(currentLanguage()).toBe('ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    await user.type(email, 'not-an-email');
    expect(email).toHaveValue('not-an-email');
  });

  it('back in English, the page reads left to right with the spec words', async () => {
    await activateLanguage('ar');
    await activateLanguage('en');
    renderApp('/auth');
    expect(await screen.findByRole('heading', { name: 'Welcome to Wishwell' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  });
});

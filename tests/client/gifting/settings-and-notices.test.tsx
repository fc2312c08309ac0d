import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { NoticeParts } from '@contract/notification';
import { DEFAULT_SETTINGS } from '@contract/settings';
import { activateLanguage, i18n } from '@/lib/i18n';
import { noticeWords } from '@/features/notifications/model/notice-words';
import { notificationTarget } from '@/features/notifications/model/target';
import { noticeWords as serverWords } from '../../../server/src/services/texts';
import { server } from '../msw/server';
import { handlers, member } from '../msw/handlers';
import { settingsServer } from '../msw/people-screens';
import { renderApp } from '../render-app';
import { findToast } from '../toasts';
import { loadScreensFirst } from '../auth/warm-up';

loadScreensFirst(() => import('@/app/shell/member-shell'), () => import('@/app/routes/settings'));
afterEach(() => activateLanguage('en'));

describe('the Settings switch for surprises', () => {
  async function openSettings(surpriseByDefault: boolean | null) {
    const fake = settingsServer({ ...DEFAULT_SETTINGS, surpriseByDefault });
    server.use(handlers.me(member()), ...fake.handlers);
    const view = renderApp('/settings', { memberToken: 'tok' });
    await screen.findByRole('switch', { name: 'Comments' });
    return { ...view, fake };
  }

  it('is saved at once like the other switches, and rolled back with "Error saving settings" when refused', async () => {
    const { user, fake } = await openSettings(false);
    const surprise = screen.getByRole('switch', { name: 'Keep new desires a surprise' });
    expect(surprise).not.toBeChecked();
    await user.click(surprise);
    expect(await findToast('Settings saved')).toBeInTheDocument();
    expect(fake.state.writes).toEqual([{ surpriseByDefault: true }]);
    expect(surprise).toBeChecked();

    let release = () => undefined as void;
    fake.state.hold = new Promise<void>((resolve) => (release = resolve));
    fake.state.failWith = 400;
    await user.click(surprise);
    expect(surprise).not.toBeChecked();
    release();
    expect(await findToast('Error saving settings')).toBeInTheDocument();
    await waitFor(() => expect(surprise).toBeChecked());
  });

  it('is not offered by a backend without surprises', async () => {
    await openSettings(null);
    expect(screen.getByRole('switch', { name: 'Show My Activity' })).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Keep new desires a surprise' })).not.toBeInTheDocument();
  });
});

describe('notices of pledges and reveals', () => {
  const kinds: [string, NoticeParts][] = [
    ['pledge', { kind: 'pledge', name: 'Ana Silva', title: 'Paris trip', amount: 25, currency: 'EUR' }],
    ['anonymous pledge', { kind: 'pledge', name: null, title: 'Paris trip', amount: 12.5, currency: 'USD' }],
    ['reveal', { kind: 'reveal', title: 'Paris trip', offers: 1, pledges: 2 }],
  ];

  it.each(kinds)('%s: in English, exactly the server’s message', (_, parts) => {
    expect(noticeWords({ message: 'unused', parts }, i18n)).toBe(serverWords(parts, 'en'));
  });

  it('write the money in the reader’s language', async () => {
    await activateLanguage('de');
    expect(noticeWords({ message: 'unused', parts: { kind: 'pledge', name: 'Ana', title: 'Piano', amount: 25, currency: 'EUR' } }, i18n)).toBe('Ana gibt 25,00\u00a0€ für deinen Wunsch „Piano“ dazu');
  });

  it('open the desire', () => {
    for (const type of ['pledge', 'reveal'] as const) {
      expect(notificationTarget({ type, fromUserId: null, desireId: '6650a1b2c3d4e5f60123d001', relatedId: null })).toBe('/post/6650a1b2c3d4e5f60123d001');
    }
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { EXPORT_TOO_SOON_MESSAGE } from '@contract/export';
import { forgetMissingExtras } from '@/lib/extras';
import { server } from '../msw/server';
import { handlers, member } from '../msw/handlers';
import { settingsServer } from '../msw/people-screens';
import { renderApp } from '../render-app';
import { findToast } from '../toasts';
import { loadScreensFirst } from '../auth/warm-up';

loadScreensFirst(() => import('@/app/shell/member-shell'), () => import('@/app/routes/settings'));

const ZIP = new Uint8Array([0x50, 0x4b, 0x05, 0x06, ...new Array<number>(18).fill(0)]);

/** Maya signed in on /settings, with the export answered by `answer`. */
async function openSettings(answer: Parameters<typeof http.get>[1]) {
  const fake = settingsServer();
  server.use(handlers.me(member()), ...fake.handlers, http.get('/api/me/export', answer));
  const view = renderApp('/settings', { memberToken: 'tok' });
  await screen.findByRole('heading', { name: 'Your data' });
  return view;
}

afterEach(() => vi.restoreAllMocks());

describe('Settings → Your data', () => {
  it('says what the zip holds, shows Preparing… while it comes, and saves it under the server’s file name', async () => {
    let release!: () => void;
    const waited = new Promise<void>((resolve) => (release = resolve));
    let authorization: string | null = null;
    const { user } = await openSettings(async ({ request }) => {
      authorization = request.headers.get('Authorization');
      await waited;
      return new HttpResponse(ZIP, { headers: { 'Content-Type': 'application/zip', 'Content-Disposition': 'attachment; filename="my-data-2026-12-01.zip"' } });
    });
    expect(screen.getByText(/A zip of your profile, settings, desires/)).toBeInTheDocument();
    const saved: { name: string; href: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, href: this.href });
    });
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:my-data';
    });

    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText('Preparing…')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('button', { name: 'Download my data' })).toBeDisabled();
    release();

    expect(await findToast('Your data is downloaded')).toBeInTheDocument();
    expect(authorization).toBe('Bearer tok');
    expect(saved).toEqual([{ name: 'my-data-2026-12-01.zip', href: 'blob:my-data' }]);
    expect(new Uint8Array(await blobs[0]!.arrayBuffer())).toEqual(ZIP);
    expect(screen.queryByText('Preparing…')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download my data' })).toBeEnabled();
  });

  it('shows the server’s words when asked again too soon, and the button stays for a later try', async () => {
    const { user } = await openSettings(() => HttpResponse.json({ success: false, message: EXPORT_TOO_SOON_MESSAGE }, { status: 429, headers: { 'Retry-After': '300' } }));
    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText(EXPORT_TOO_SOON_MESSAGE)).toBeInTheDocument();
    expect(screen.getByText('Error downloading your data')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download my data' })).toBeEnabled();
  });

  it('says it could not be prepared when the server fails without words', async () => {
    const { user } = await openSettings(() => new HttpResponse(null, { status: 500 }));
    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText('Your data could not be prepared. Please try again.')).toBeInTheDocument();
  });

  it('hides the section when the backend has no export (404 or 405)', async () => {
    for (const status of [404, 405]) {
      const { user, unmount } = await openSettings(() => HttpResponse.json({ message: 'Route GET:/api/me/export not found' }, { status }));
      await user.click(screen.getByRole('button', { name: 'Download my data' }));
      await waitFor(() => expect(screen.queryByRole('heading', { name: 'Your data' })).not.toBeInTheDocument());
      // The rest of the screen is still there.
      expect(screen.getByRole('heading', { name: 'Settings', level: 1 })).toBeInTheDocument();
      unmount();
      forgetMissingExtras();
    }
  });
});

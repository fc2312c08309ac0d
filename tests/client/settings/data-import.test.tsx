import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { IMPORT_MESSAGES, type ImportResult } from '@contract/import';
import { forgetMissingExtras } from '@/lib/extras';
import { server } from '../msw/server';
import { handlers, member } from '../msw/handlers';
import { settingsServer } from '../msw/people-screens';
import { renderApp } from '../render-app';
import { expectNoAxeViolations } from '../axe';
import { loadScreensFirst } from '../auth/warm-up';

loadScreensFirst(() => import('@/app/shell/member-shell'), () => import('@/app/routes/settings'));

const none = { desires: 0, categories: 0, saved: 0, follows: 0, images: 0 };
const zipResult: ImportResult = {
  kind: 'zip',
  imported: { desires: 3, categories: 1, saved: 1, follows: 1, images: 1 },
  skipped: { ...none, categories: 6, follows: 1 },
  reasons: [
    { reason: 'already_there', count: 6 },
    { reason: 'not_found_here', count: 1 },
  ],
};

const zipFile = () => new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04])], 'my-data.zip', { type: 'application/zip' });

/** Maya signed in on /settings, with the import answered by `answer`. */
async function openSettings(answer: Parameters<typeof http.post>[1]) {
  const fake = settingsServer();
  server.use(handlers.me(member()), ...fake.handlers, http.post('/api/me/import', answer));
  const view = renderApp('/settings', { memberToken: 'tok' });
  const heading = await screen.findByRole('heading', { name: 'Import data' });
  const section = heading.closest('section')!;
  const input = section.querySelector<HTMLInputElement>('input[type=file]')!;
  return { ...view, section, input };
}

describe('Settings → Your data → Import', () => {
  it('sends the chosen file in the field `file`, says it is working, then what came in and what was skipped', async () => {
    let release!: () => void;
    const waited = new Promise<void>((resolve) => (release = resolve));
    let sent: FormDataEntryValue | null = null;
    let calls = 0;
    const { user, section, input } = await openSettings(async ({ request }) => {
      calls++;
      sent = (await request.formData()).get('file');
      await waited;
      return HttpResponse.json(zipResult);
    });
    expect(input).toHaveAttribute('accept', '.zip,.csv,application/zip,text/csv');
    await user.upload(input, zipFile());
    expect(await within(section).findByRole('progressbar', { name: 'Import progress' })).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Import a file' })).toBeDisabled();
    // A second choice while the first is on its way sends nothing.
    await user.upload(input, zipFile());
    release();

    expect(await within(section).findByText('Imported: 3 desires, 1 category, 1 saved desire, 1 member followed, and 1 image.')).toBeInTheDocument();
    expect(within(section).getByText('Skipped: 6 categories and 1 member followed.')).toBeInTheDocument();
    expect(within(section).getByText('6 categories you have already')).toBeInTheDocument();
    expect(within(section).getByText('1 is not here or not visible to you')).toBeInTheDocument();
    // The form's `file` field (jsdom's XMLHttpRequest does not carry a File's bytes: the e2e test sends real ones).
    expect(sent).not.toBeNull();
    expect(calls).toBe(1);
    expect(within(section).getByRole('button', { name: 'Import a file' })).toBeEnabled();
    await expectNoAxeViolations(section);
  });

  it('says a CSV list’s desires are private and that their pages are read afterwards', async () => {
    const csv: ImportResult = { kind: 'csv', imported: { ...none, desires: 1 }, skipped: { ...none, desires: 2 }, reasons: [{ reason: 'invalid_row', count: 2 }] };
    const { user, section, input } = await openSettings(() => HttpResponse.json(csv));
    await user.upload(input, new File(['title\nA kite\n'], 'list.csv', { type: 'text/csv' }));
    expect(await within(section).findByText('Imported: 1 desire.')).toBeInTheDocument();
    expect(within(section).getByText('2 rows without a usable title')).toBeInTheDocument();
    expect(within(section).getByText(/The list’s desires are private until you change them/)).toBeInTheDocument();
  });

  it('says when nothing new came in', async () => {
    const again: ImportResult = { kind: 'zip', imported: none, skipped: { ...none, desires: 3 }, reasons: [{ reason: 'already_imported', count: 3 }] };
    const { user, section, input } = await openSettings(() => HttpResponse.json(again));
    await user.upload(input, zipFile());
    expect(await within(section).findByText('Nothing new was imported.')).toBeInTheDocument();
    expect(within(section).getByText('3 were imported before')).toBeInTheDocument();
  });

  it('shows the server’s words when the file is refused, and the button stays for another file', async () => {
    const { user, section, input } = await openSettings(() => HttpResponse.json({ success: false, message: IMPORT_MESSAGES.pathOutside }, { status: 400 }));
    await user.upload(input, zipFile());
    expect(await within(section).findByText(IMPORT_MESSAGES.pathOutside)).toBeInTheDocument();
    expect(within(section).getByText('Error importing your data')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Import a file' })).toBeEnabled();
  });

  it('hides the section when the backend has no import (404 or 405), leaving the rest of the screen', async () => {
    for (const status of [404, 405]) {
      const { user, input, unmount } = await openSettings(() => HttpResponse.json({ message: 'Route POST:/api/me/import not found' }, { status }));
      await user.upload(input, zipFile());
      await waitFor(() => expect(screen.queryByRole('heading', { name: 'Import data' })).not.toBeInTheDocument());
      expect(screen.getByRole('heading', { name: 'Settings', level: 1 })).toBeInTheDocument();
      unmount();
      forgetMissingExtras();
    }
  });
});

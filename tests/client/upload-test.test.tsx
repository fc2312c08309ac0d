import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { UploadResult } from '@contract/upload';
import { server } from './msw/server';
import { error, handlers, json, member } from './msw/handlers';
import { renderApp } from './render-app';
import { findToast, toastRegion } from './toasts';

const fileInput = () => document.querySelector<HTMLInputElement>('input[type=file]')!;
const png = () => new File(['png'], 'photo.png', { type: 'image/png' });

async function open() {
  server.use(handlers.me(member()));
  const view = renderApp('/upload-test', { memberToken: 'tok' });
  await screen.findByRole('heading', { name: 'Upload Test' });
  return view;
}

describe('/upload-test', () => {
  it('uploads with the chosen type and the member id, lists the result, and deletes it', async () => {
    const { user } = await open();
    let fields: Record<string, FormDataEntryValue> = {};
    const result: UploadResult = { secure_url: '/uploads/aaa.png', public_id: 'aaaaaaaaaaaaaaaaaaaaaaaa', originalName: 'photo.png', size: 2048, format: 'png' };
    server.use(
      http.post('/api/upload', async ({ request }) => {
        fields = Object.fromEntries((await request.formData()).entries());
        return json(result, 201);
      }),
      http.delete('/api/upload/:id', () => json({ success: true, message: 'Upload deleted' })),
    );
    await user.selectOptions(screen.getByLabelText('Upload type'), 'reaction');
    await user.upload(fileInput(), png());
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await findToast('Image uploaded')).toBeInTheDocument();
    expect(fields).toMatchObject({ uploadType: 'reaction', userId: member()._id });
    const list = screen.getByRole('region', { name: 'Uploaded images' });
    expect(within(list).getByText('/uploads/aaa.png')).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: 'Delete photo.png' }));
    expect(await within(list).findByText('Uploaded images appear here.')).toBeInTheDocument();
  });

  it('an experience upload needs its id; without a file there is nothing to send', async () => {
    const { user } = await open();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('Upload type'), 'experience');
    await user.upload(fileInput(), png());
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await findToast('Experience ID required')).toBeInTheDocument();
    expect(await toastRegion()).toHaveTextContent('Missing information');
  });

  it('refuses other types and files of 10 MB or more', async () => {
    await open();
    await userEvent.setup({ applyAccept: false }).upload(fileInput(), new File(['x'], 'a.gif', { type: 'image/gif' }));
    expect(await findToast('Please select a valid image file (JPG, PNG, or WebP)')).toBeInTheDocument();
    const big = png();
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 });
    await userEvent.setup().upload(fileInput(), big);
    expect(await findToast('File size must be less than 10MB')).toBeInTheDocument();
  });

  it('says "Authentication failed..." for a 401 and "Network error..." without an answer', async () => {
    const { user } = await open();
    server.use(http.post('/api/upload', () => error(401, 'Your session has expired. Please log in again.')));
    await user.upload(fileInput(), png());
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Authentication failed. Please refresh the page and try again.');

    server.use(http.post('/api/upload', () => HttpResponse.error()));
    await user.upload(fileInput(), png());
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Network error. Please check your connection and try again.', { selector: '[role=alert] *' })).toBeInTheDocument();
  });
});

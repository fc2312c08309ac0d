import { act, fireEvent, render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProvider } from '@/app/provider';
import { toast } from '@/components/ui/toast';
import { createQueryClient } from '@/lib/query-client';
import { findToast, toastRegion } from './toasts';

const region = () => document.querySelector('section[aria-label^="Notifications"]');

function renderApp() {
  return render(
    <AppProvider queryClient={createQueryClient()}>
      <p>screen</p>
    </AppProvider>,
  );
}

describe('when the toaster loads', () => {
  it('not while the member only reads, even once the page has settled', async () => {
    renderApp();
    // Longer than the old "settled" delay (1 s after load, then idle, at the latest 4 s).
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(region()).toBeNull();
  });

  it('at the first press of a pointer', async () => {
    renderApp();
    fireEvent.pointerDown(document.body);
    await toastRegion();
  });

  it('at the first press of a key', async () => {
    renderApp();
    fireEvent.keyDown(document.body, { key: 'a' });
    await toastRegion();
  });

  it('at once for a toast raised before any press, which it then shows', async () => {
    renderApp();
    act(() => {
      toast.error('Copy failed');
    });
    expect(await findToast('Copy failed')).toBeInTheDocument();
  });

  it('not for focus alone', async () => {
    renderApp();
    const input = document.createElement('input');
    document.body.append(input);
    input.focus();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await waitFor(() => expect(region()).toBeNull());
    input.remove();
  });
});

import { act, fireEvent, render } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
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

/** A minute of the page's timers (past the old "settled" delay: 1 s after load, then idle, 4 s at the latest), and what they started rendered. */
const aMinuteLater = () => act(() => vi.advanceTimersByTimeAsync(60_000));

/**
 * With its code at hand (beforeAll), a toaster that starts loading shows within the same turn: an app
 * pressed at shows it after no time at all on the clock. What the absences below wait for is longer.
 */
async function showsWithinATurnOfAPress() {
  const pressed = renderApp();
  fireEvent.pointerDown(document.body);
  await act(() => vi.advanceTimersByTimeAsync(0));
  expect(region()).not.toBeNull();
  pressed.unmount();
  expect(region()).toBeNull();
}

describe('when the toaster loads', () => {
  beforeAll(async () => {
    await import('@/components/ui/toaster');
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('not while the member only reads, even once every delay of the page has passed', async () => {
    vi.useFakeTimers();
    await showsWithinATurnOfAPress();
    renderApp();
    await aMinuteLater();
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
    vi.useFakeTimers();
    await showsWithinATurnOfAPress();
    renderApp();
    const input = document.createElement('input');
    document.body.append(input);
    act(() => input.focus());
    expect(document.activeElement).toBe(input);
    await aMinuteLater();
    expect(region()).toBeNull();
    input.remove();
  });
});

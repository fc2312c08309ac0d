import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { uiTimings } from '@contract/limits';
import { toast, toastStore } from '@/components/ui/toast';
import { Toaster } from '@/components/ui/toaster';
import { setViewportWidth } from './setup';
import { findToast, toastRegion } from './toasts';
import { renderWithI18n } from './with-i18n';

const toastsOnScreen = () => document.querySelectorAll('[data-sonner-toast]');

afterEach(() => {
  vi.useRealTimers();
});

describe('toaster', () => {
  it('shows a success toast with its title and description, with an icon and a Dismiss button', async () => {
    renderWithI18n(<Toaster />);
    act(() => {
      toast.success('Desire created!', 'Your desire has been shared successfully.');
    });
    const title = await findToast('Desire created!');
    const item = title.closest<HTMLElement>('[data-sonner-toast]')!;
    expect(item).toHaveAttribute('data-type', 'success');
    expect(within(item).getByText('Your desire has been shared successfully.')).toBeInTheDocument();
    expect(item.querySelector('[data-icon] svg')).toHaveClass('text-success');
    expect(within(item).getByRole('button', { name: 'Dismiss' })).toBeInTheDocument();
  });

  it('shows toasts raised before it loaded', async () => {
    toast.error('Copy failed');
    renderWithI18n(<Toaster />);
    expect(await findToast('Copy failed')).toBeInTheDocument();
  });

  it('keeps one toast at a time: a new one replaces the one on screen', async () => {
    renderWithI18n(<Toaster />);
    act(() => {
      toast.error('Copy failed');
    });
    await findToast('Copy failed');
    act(() => {
      toast.success('Link copied!');
    });
    await findToast('Link copied!');
    await waitFor(() => expect(screen.queryByText('Copy failed')).not.toBeInTheDocument());
    expect(toastsOnScreen()).toHaveLength(1);
    expect(toastStore.snapshot().map((t) => t.title)).toEqual(['Link copied!']);
  });

  it('moves focus into the toaster on F8', async () => {
    renderWithI18n(<Toaster />);
    act(() => {
      toast({ title: 'Settings saved' });
    });
    await findToast('Settings saved');
    fireEvent.keyDown(document, { key: 'F8', code: 'F8' });
    const region = await toastRegion();
    expect(region).toHaveAttribute('aria-label', 'Notifications F8');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toContainElement(document.activeElement as HTMLElement);
  });

  it('closes with the Dismiss button and forgets the toast', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Toaster />);
    act(() => {
      toast.success('Link copied!');
    });
    await findToast('Link copied!');
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByText('Link copied!')).not.toBeInTheDocument());
    expect(toastStore.snapshot()).toEqual([]);
  });

  it('closes a toast after 5 s', () => {
    vi.useFakeTimers();
    renderWithI18n(<Toaster />);
    act(() => {
      toast.success('Settings saved');
      vi.advanceTimersByTime(10);
    });
    expect(screen.getByText('Settings saved')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(uiTimings.toastDurationMs - 100));
    expect(screen.getByText('Settings saved')).toBeInTheDocument();
    // Then sonner's 200 ms exit animation.
    act(() => vi.advanceTimersByTime(400));
    expect(screen.queryByText('Settings saved')).not.toBeInTheDocument();
    expect(toastStore.snapshot()).toEqual([]);
  });

  it('sits at the top: centred on a phone and on the right from 640 px, never at the foot where the composer and the bottom bar are', async () => {
    setViewportWidth(320);
    const { unmount } = renderWithI18n(<Toaster />);
    act(() => {
      toast({ title: 'Settings saved' });
    });
    await findToast('Settings saved');
    const list = () => document.querySelector('[data-sonner-toaster]');
    expect(list()).toHaveAttribute('data-y-position', 'top');
    expect(list()).toHaveAttribute('data-x-position', 'center');
    unmount();
    setViewportWidth(640);
    renderWithI18n(<Toaster />);
    await findToast('Settings saved');
    expect(list()).toHaveAttribute('data-y-position', 'top');
    expect(list()).toHaveAttribute('data-x-position', 'right');
  });
});

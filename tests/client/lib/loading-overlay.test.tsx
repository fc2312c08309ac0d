import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { LoadingOverlay } from '@/components/layout/loading-overlay';
import { renderWithI18n } from '../with-i18n';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('LoadingOverlay', () => {
  it('says "Loading..." by default and stays 150 ms after loading ends', () => {
    const { rerender } = renderWithI18n(<LoadingOverlay show />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    rerender(<LoadingOverlay show={false} />);
    act(() => vi.advanceTimersByTime(149));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('coming back within the delay keeps it up without a flicker', () => {
    const { rerender } = renderWithI18n(<LoadingOverlay show message="Authenticating..." />);
    rerender(<LoadingOverlay show={false} message="Authenticating..." />);
    act(() => vi.advanceTimersByTime(100));
    rerender(<LoadingOverlay show message="Authenticating..." />);
    act(() => vi.advanceTimersByTime(500));
    expect(screen.getByRole('status')).toHaveTextContent('Authenticating...');
  });

  it('never shows when it starts hidden', () => {
    renderWithI18n(<LoadingOverlay show={false} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it.each([
    ['pulse', 'animate-overlay-pulse'],
    ['bounce', 'animate-overlay-bounce'],
    ['rotate', 'animate-overlay-rotate'],
    ['fadeInOut', 'animate-fade-in-out'],
  ] as const)('animates the logo with %s', (animation, className) => {
    renderWithI18n(<LoadingOverlay animation={animation} />);
    expect(screen.getByRole('status').querySelector('svg')).toHaveClass(className);
  });
});

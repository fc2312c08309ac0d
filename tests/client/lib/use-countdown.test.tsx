import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useCountdown } from '@/lib/use-countdown';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useCountdown (the resend countdown)', () => {
  it('counts 60 seconds down to zero and then is done', () => {
    const { result } = renderHook(() => useCountdown(60));
    expect(result.current).toMatchObject({ remaining: 60, done: false });
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.remaining).toBe(59);
    act(() => vi.advanceTimersByTime(29_000));
    expect(result.current.remaining).toBe(30);
    act(() => vi.advanceTimersByTime(30_000));
    expect(result.current).toMatchObject({ remaining: 0, done: true });
    act(() => vi.advanceTimersByTime(5_000));
    expect(result.current.remaining).toBe(0);
  });

  it('restart starts the full count again', () => {
    const { result } = renderHook(() => useCountdown(30));
    act(() => vi.advanceTimersByTime(30_000));
    expect(result.current.done).toBe(true);
    act(() => result.current.restart());
    expect(result.current).toMatchObject({ remaining: 30, done: false });
    act(() => vi.advanceTimersByTime(10_000));
    expect(result.current.remaining).toBe(20);
  });

  it('can start already done (resend offered at once), then count after a restart', () => {
    const { result } = renderHook(() => useCountdown(30, false));
    expect(result.current.done).toBe(true);
    act(() => vi.advanceTimersByTime(5_000));
    expect(result.current.done).toBe(true);
    act(() => result.current.restart());
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current.remaining).toBe(29);
  });

  it('follows the clock, so a throttled tab still ends on time', () => {
    const { result } = renderHook(() => useCountdown(60));
    // timers that fire late (a background tab) still read the true time left
    vi.setSystemTime(Date.now() + 45_000);
    act(() => vi.advanceTimersByTime(250));
    expect(result.current.remaining).toBe(15);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SETTLE_MS, SettlingChoice } from '@/features/desires/api/settling-choice';

function setUp(send: (key: string, wanted: boolean) => Promise<boolean>) {
  const settled = vi.fn();
  const failed = vi.fn();
  const choice = new SettlingChoice<boolean, boolean, string>({ send, confirmedBy: (result) => result, settled, failed });
  return { choice, settled, failed };
}

describe('SettlingChoice', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends one request for the state rapid choices end on, and nothing when they end where they began', async () => {
    const send = vi.fn(async (_key: string, wanted: boolean) => wanted);
    const { choice, settled } = setUp(send);
    choice.choose('a', false, true, 'ctx');
    choice.choose('a', false, false, 'ctx');
    choice.choose('a', false, true, 'ctx');
    choice.choose('b', true, false, 'ctx');
    choice.choose('b', true, true, 'ctx');
    expect(choice.pending('a')).toBe(true);
    await vi.advanceTimersByTimeAsync(SETTLE_MS);
    expect(send.mock.calls).toEqual([['a', true]]);
    expect(settled).toHaveBeenCalledTimes(1);
    expect(choice.has('a')).toBe(false);
    expect(choice.has('b')).toBe(false);
  });

  it('sends a change made while a request is on its way once that request has answered', async () => {
    let answer: (value: boolean) => void = () => undefined;
    const send = vi.fn((_key: string, wanted: boolean) => new Promise<boolean>((resolve) => (answer = () => resolve(wanted))));
    const { choice, settled } = setUp(send);
    choice.choose('a', false, true, 'first');
    await vi.advanceTimersByTimeAsync(SETTLE_MS);
    choice.choose('a', false, false, 'second');
    await vi.advanceTimersByTimeAsync(SETTLE_MS);
    expect(send).toHaveBeenCalledTimes(1);
    answer(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(send.mock.calls).toEqual([
      ['a', true],
      ['a', false],
    ]);
    answer(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toHaveBeenCalledWith('a', false, 'second');
  });

  it('rolls back to what the server holds, with the latest context, when the request fails', async () => {
    const error = new Error('refused');
    const { choice, failed, settled } = setUp(async () => {
      throw error;
    });
    choice.choose('a', false, true, 'first');
    choice.choose('a', false, true, 'latest');
    await vi.advanceTimersByTimeAsync(SETTLE_MS);
    expect(failed).toHaveBeenCalledWith('a', false, true, error, 'latest');
    expect(settled).not.toHaveBeenCalled();
    expect(choice.has('a')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useState } from 'react';
import { useOneSheetAtATime } from '@/lib/one-sheet';

/** A sheet's open state, kept as its owner keeps it, and closed by the hook when another opens. */
function useSheet() {
  const [open, setOpen] = useState(false);
  useOneSheetAtATime(open, () => setOpen(false));
  return { open, setOpen };
}

describe('useOneSheetAtATime (one modal sheet of the shell at a time)', () => {
  it('opening a sheet closes the one open before it, whichever order they were asked for in', () => {
    const filters = renderHook(useSheet);
    const create = renderHook(useSheet);
    act(() => filters.result.current.setOpen(true));
    expect(filters.result.current.open).toBe(true);
    act(() => create.result.current.setOpen(true));
    expect(create.result.current.open).toBe(true);
    expect(filters.result.current.open).toBe(false);
    act(() => filters.result.current.setOpen(true));
    expect(filters.result.current.open).toBe(true);
    expect(create.result.current.open).toBe(false);
  });

  it('a closed sheet is left alone, and closing one reopens nothing', () => {
    const menu = renderHook(useSheet);
    const create = renderHook(useSheet);
    act(() => create.result.current.setOpen(true));
    act(() => create.result.current.setOpen(false));
    expect(menu.result.current.open).toBe(false);
    expect(create.result.current.open).toBe(false);
  });

  it('an unmounted sheet no longer closes the others', () => {
    const first = renderHook(useSheet);
    act(() => first.result.current.setOpen(true));
    first.unmount();
    const second = renderHook(useSheet);
    const third = renderHook(useSheet);
    act(() => second.result.current.setOpen(true));
    act(() => third.result.current.setOpen(true));
    expect(second.result.current.open).toBe(false);
    expect(third.result.current.open).toBe(true);
  });
});

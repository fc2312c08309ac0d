import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChoiceChips } from '@/components/ui/choice-chips';

const choices = [
  { value: 'all', label: 'All' },
  { value: 'wishlist', label: 'Wishlist' },
  { value: 'in_progress', label: 'In Progress' },
  { value: 'fulfilled', label: 'Fulfilled' },
] as const;

/**
 * jsdom lays nothing out: a row 200 px wide holding four chips of 100 px each, side by side, read
 * from the elements' positions in the row.
 */
function layOutRow(reads: string[]) {
  const box = (left: number, width: number) => ({ left, right: left + width, top: 0, bottom: 36, width, height: 36, x: left, y: 0, toJSON: () => ({}) });
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (this: HTMLElement) {
    reads.push('scrollWidth');
    return this.tagName === 'FIELDSET' ? 400 : 100;
  });
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return this.tagName === 'FIELDSET' ? 200 : 100;
  });
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    if (this.tagName === 'FIELDSET') return box(0, 200) as DOMRect;
    const index = [...(this.parentElement?.querySelectorAll('label') ?? [])].indexOf(this as HTMLLabelElement);
    return box(index * 100 - (this.parentElement?.scrollLeft ?? 0), 100) as DOMRect;
  });
}

describe('ChoiceChips', () => {
  afterEach(() => vi.restoreAllMocks());

  it('brings the chosen chip into a row too narrow for all of them in the frame after it renders, not while it renders', () => {
    const reads: string[] = [];
    layOutRow(reads);
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    const { container } = render(<ChoiceChips legend="Status" choices={choices} value="fulfilled" onChange={() => undefined} />);
    const row = container.querySelector('fieldset')!;

    // Nothing measured in the commit that mounted it: that would lay out the whole page there.
    expect(reads).toEqual([]);
    expect(row.scrollLeft).toBe(0);

    act(() => frames.splice(0).forEach((frame) => frame(0)));
    expect(reads).not.toEqual([]);
    // The last chip (300 to 400 px) ends at the row's right edge.
    expect(row.scrollLeft).toBe(200);
  });

  it('leaves the row alone when the chosen chip is in view', () => {
    layOutRow([]);
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    const { container } = render(<ChoiceChips legend="Status" choices={choices} value="wishlist" onChange={() => undefined} />);
    act(() => frames.splice(0).forEach((frame) => frame(0)));
    expect(container.querySelector('fieldset')!.scrollLeft).toBe(0);
  });
});

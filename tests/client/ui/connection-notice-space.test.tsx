import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConnectionNotice } from '@/components/layout/offline-notice';
import { renderWithI18n } from '../with-i18n';

describe('the connection notice reports the room it takes', () => {
  afterEach(() => vi.restoreAllMocks());

  it('0 while all is well, without measuring the page (the shell mounts with it on every screen)', () => {
    const height = vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(42);
    const onSpaceChange = vi.fn();
    renderWithI18n(<ConnectionNotice state="online" onSpaceChange={onSpaceChange} />);
    expect(onSpaceChange).toHaveBeenCalledWith(0);
    expect(height).not.toHaveBeenCalled();
  });

  it('its height when it shows from the start, before the first paint', () => {
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(58);
    const onSpaceChange = vi.fn();
    renderWithI18n(<ConnectionNotice state="offline" onSpaceChange={onSpaceChange} />);
    expect(onSpaceChange).toHaveBeenCalledWith(58);
  });
});

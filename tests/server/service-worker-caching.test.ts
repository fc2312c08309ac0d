import { describe, expect, it } from 'vitest';
import { runtimeCaching } from '../../scripts/service-worker';

// What the built worker does at run time (scripts/service-worker.ts): the only route it has.
const matched = (mode: RequestMode, path: string) =>
  runtimeCaching.filter((route) => route.urlPattern({ request: { mode } as Request, url: new URL(path, 'https://wishwell.example') }));

describe('the service worker at run time', () => {
  it('has no route that stores anything', () => {
    for (const route of runtimeCaching) expect(route.handler).toBe('NetworkOnly');
  });

  it('never takes an API answer, an upload or the live channel, however they are asked for', () => {
    for (const mode of ['navigate', 'cors', 'same-origin', 'no-cors'] as const) {
      for (const path of ['/api/auth/me', '/api/desires/public?page=1', '/api', '/uploads/a.webp', '/ws?token=x']) {
        expect(matched(mode, path), `${mode} ${path}`).toEqual([]);
      }
    }
  });

  it('takes page navigations only, to fall back to the app when the network is gone', () => {
    expect(matched('navigate', '/feed')).toHaveLength(1);
    expect(matched('navigate', '/apiary')).toHaveLength(1);
    expect(matched('cors', '/feed')).toEqual([]);
  });
});

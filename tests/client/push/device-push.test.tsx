import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider, useQuery, type QueryClient } from '@tanstack/react-query';
import { http } from 'msw';
import { server } from '../msw/server';
import { handlers, json, member } from '../msw/handlers';
import { settingsServer } from '../msw/people-screens';
import { renderApp } from '../render-app';
import { findToast } from '../toasts';
import { pushQueries } from '@/features/push/api/push';
import { PUSH_SERVICE_TIMEOUT_MS, pushSupported } from '@/lib/web-push';

// Settings, "Notifications on this device": Web Push for this browser, against a fake browser push stack.

const KEY = Buffer.alloc(65, 4).toString('base64url');

/** A browser's PushManager and its service worker registration, with the permission the member gives. */
function fakeBrowser(permission: NotificationPermission | 'ask:granted' | 'ask:denied' = 'ask:granted', pushService: 'answers' | 'silent' | 'refuses' = 'answers') {
  let answerLate = () => {};
  let subscription: { endpoint: string; toJSON: () => unknown; unsubscribe: () => Promise<boolean> } | null = null;
  const asked: string[] = [];
  const subscribeCalls: unknown[] = [];
  const make = (endpoint: string) => ({
    endpoint,
    toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh: KEY, auth: Buffer.alloc(16, 7).toString('base64url') } }),
    unsubscribe: async () => {
      subscription = null;
      return true;
    },
  });
  const pushManager = {
    getSubscription: async () => subscription,
    subscribe: async (options: unknown) => {
      subscribeCalls.push(options);
      // A private window's browser refuses at once; an unreachable push service keeps the call waiting.
      if (pushService === 'refuses') throw new DOMException('Registration failed - push service not available', 'AbortError');
      if (pushService === 'silent') await new Promise<void>((resolve) => (answerLate = resolve));
      subscription = make('https://push.example.com/device-1');
      return subscription;
    },
  };
  let current: NotificationPermission = permission.startsWith('ask:') ? 'default' : (permission as NotificationPermission);
  const Notification = {
    get permission() {
      return current;
    },
    requestPermission: async () => {
      asked.push('permission');
      current = permission.startsWith('ask:') ? (permission.slice(4) as NotificationPermission) : current;
      return current;
    },
  };
  vi.stubGlobal('Notification', Notification);
  vi.stubGlobal('PushManager', function PushManager() {});
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { getRegistration: async () => ({ pushManager }) } });
  return { asked, subscribeCalls, subscribed: () => subscription, answerLate: () => answerLate() };
}

function pushServer() {
  const state = { subscribed: [] as unknown[], ended: [] as unknown[] };
  return {
    state,
    handlers: [
      http.get('/api/push/key', () => json({ publicKey: KEY })),
      http.post('/api/push/subscriptions', async ({ request }) => {
        state.subscribed.push(await request.json());
        return json({ subscribed: true }, 201);
      }),
      http.delete('/api/push/subscriptions', async ({ request }) => {
        state.ended.push(await request.json());
        return json({ subscribed: false });
      }),
    ],
  };
}

/**
 * A second reader of the push key query, in a tree of its own on the same client: the key's answer is
 * rendered here in the same update as in the settings screen, so once this shows it, the screen has too.
 */
function KeyProbe({ queryClient }: { queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <KeyState />
    </QueryClientProvider>
  );
}
function KeyState() {
  const key = useQuery({ ...pushQueries.key(), enabled: false });
  return <output data-testid="push-key">{key.isSuccess ? (key.data ?? 'no key') : 'waiting'}</output>;
}

async function openSettings(...extra: Parameters<typeof server.use>) {
  server.use(handlers.me(member()), ...settingsServer().handlers, ...extra);
  const view = renderApp('/settings', { memberToken: 'tok' });
  await screen.findByRole('heading', { name: 'Settings', level: 1 });
  return view;
}

beforeEach(() => vi.unstubAllGlobals());
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('notifications on this device', () => {
  it('asks for the permission only on the click, subscribes with the server’s key and tells the server', async () => {
    const browser = fakeBrowser();
    const fake = pushServer();
    const { user } = await openSettings(...fake.handlers);
    const enable = await screen.findByRole('button', { name: 'Enable notifications on this device' });
    expect(browser.asked).toEqual([]);
    await user.click(enable);
    expect(await findToast('Notifications are on for this device')).toBeInTheDocument();
    expect(browser.asked).toEqual(['permission']);
    expect(browser.subscribeCalls).toEqual([{ userVisibleOnly: true, applicationServerKey: new Uint8Array(Buffer.from(KEY, 'base64url')) }]);
    expect(fake.state.subscribed).toEqual([expect.objectContaining({ endpoint: 'https://push.example.com/device-1' })]);

    await user.click(screen.getByRole('button', { name: 'Turn off on this device' }));
    expect(await findToast('Notifications are off for this device')).toBeInTheDocument();
    expect(fake.state.ended).toEqual([{ endpoint: 'https://push.example.com/device-1' }]);
    expect(browser.subscribed()).toBeNull();
    expect(screen.getByRole('button', { name: 'Enable notifications on this device' })).toBeEnabled();
  });

  it('says how to allow them when the member refuses, and keeps nothing', async () => {
    const browser = fakeBrowser('ask:denied');
    const fake = pushServer();
    const { user } = await openSettings(...fake.handlers);
    await user.click(await screen.findByRole('button', { name: 'Enable notifications on this device' }));
    expect(await findToast('Notifications are blocked')).toBeInTheDocument();
    expect(browser.subscribed()).toBeNull();
    expect(fake.state.subscribed).toEqual([]);
  });

  it('undoes the browser’s subscription when the server refuses it', async () => {
    const browser = fakeBrowser();
    const { user } = await openSettings(http.get('/api/push/key', () => json({ publicKey: KEY })), http.post('/api/push/subscriptions', () => json({ message: 'Server error' }, 500)));
    await user.click(await screen.findByRole('button', { name: 'Enable notifications on this device' }));
    expect(await findToast('Could not turn on notifications')).toBeInTheDocument();
    expect(browser.subscribed()).toBeNull();
    expect(screen.getByRole('button', { name: 'Enable notifications on this device' })).toBeEnabled();
  });

  it('gives up after its time limit when the push service does not answer, says so, and ends a late subscription', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const browser = fakeBrowser('ask:granted', 'silent');
      const fake = pushServer();
      const { user } = await openSettings(...fake.handlers);
      await user.click(await screen.findByRole('button', { name: 'Enable notifications on this device' }));
      expect(await screen.findByRole('button', { name: /Turning on/ })).toBeDisabled();
      await vi.advanceTimersByTimeAsync(PUSH_SERVICE_TIMEOUT_MS);
      expect(await findToast('Could not turn on notifications')).toBeInTheDocument();
      expect(await findToast(/did not answer in 15 seconds/)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Enable notifications on this device' })).toBeEnabled();
      // The push service answers at last: the browser's half is ended, the server never heard of it.
      browser.answerLate();
      await waitFor(() => expect(browser.subscribeCalls).toHaveLength(1));
      await vi.waitFor(() => expect(browser.subscribed()).toBeNull());
      expect(fake.state.subscribed).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('says a private window cannot take them when the browser refuses to subscribe', async () => {
    const browser = fakeBrowser('ask:granted', 'refuses');
    const fake = pushServer();
    const { user } = await openSettings(...fake.handlers);
    await user.click(await screen.findByRole('button', { name: 'Enable notifications on this device' }));
    expect(await findToast('Could not turn on notifications')).toBeInTheDocument();
    expect(await findToast(/Private windows and some browsers cannot/)).toBeInTheDocument();
    expect(browser.subscribeCalls).toHaveLength(1);
    expect(fake.state.subscribed).toEqual([]);
  });

  it('is not there when the backend offers no push (404 for its key)', async () => {
    fakeBrowser();
    const { queryClient } = await openSettings(http.get('/api/push/key', () => json({ message: 'Not found' }, 404)));
    // The answer reached the screen: a second reader of the same query shows it (see KeyProbe).
    render(<KeyProbe queryClient={queryClient} />);
    expect(await screen.findByTestId('push-key')).toHaveTextContent('no key');
    await screen.findByRole('switch', { name: 'Comments' });
    expect(screen.queryByRole('heading', { name: 'Notifications on this device' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enable notifications on this device' })).not.toBeInTheDocument();
  });

  it.each(['serviceWorker', 'PushManager', 'Notification'] as const)('is not there in a browser without %s, nor asks the server for its key', async (missing) => {
    fakeBrowser();
    Reflect.deleteProperty(missing === 'serviceWorker' ? navigator : globalThis, missing);
    expect(pushSupported()).toBe(false);
    const keyRequests: string[] = [];
    await openSettings(
      http.get('/api/push/key', ({ request }) => {
        keyRequests.push(request.url);
        return json({ publicKey: KEY });
      }),
    );
    // The settings the screen asked for in the same first render arrived and show.
    expect(await screen.findByRole('switch', { name: 'Comments' })).toBeInTheDocument();
    expect(keyRequests).toEqual([]);
    expect(screen.queryByRole('heading', { name: 'Notifications on this device' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enable notifications on this device' })).not.toBeInTheDocument();
  });
});

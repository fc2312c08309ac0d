import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { signInWithToken } from './support/helpers';
import { memberWithId } from './support/members';

// Web Push in the browser: a push delivered to the app's service worker through the Chrome DevTools
// Protocol (what a push service would hand the browser) shows its notification, and its click opens the
// screen it names. The server side (encryption, VAPID, the queue) is tested in tests/server/push.
test('a push shows its notification, and a click on it opens its screen (375 px)', async ({ playwright, launchOptions, baseURL, request }) => {
  test.setTimeout(180_000);
  const profile = mkdtempSync(path.join(os.tmpdir(), 'wishwell-e2e-push-'));
  const context = await playwright.chromium.launchPersistentContext(profile, { ...launchOptions, baseURL, serviceWorkers: 'allow', viewport: { width: 375, height: 740 } });
  try {
    const origin = new URL(baseURL!).origin;
    await context.grantPermissions(['notifications'], { origin });
    const member = await memberWithId(request, 'push-reader', 'Pia Push');
    const fan = await memberWithId(request, 'push-fan', 'Olive Fan');
    const page = context.pages()[0] ?? (await context.newPage());
    await signInWithToken(page, member.token);
    await page.goto('/feed');
    await expect(page.getByRole('heading', { name: 'Home Feed' })).toBeVisible({ timeout: 30_000 });
    const controlled = () => page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 45_000 });
    await controlled().catch(async () => {
      await page.reload();
      await controlled();
    });

    const cdp = await context.newCDPSession(page);
    const registration = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const found = registrations.find((r) => r.scopeURL === `${origin}/` && !r.isDeleted);
        if (found) resolve(found.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    const payload = { title: 'Wishwell', body: 'Olive Fan started following you', url: `/profile/${fan.id}`, tag: 'notice:e2e' };
    const shown = () =>
      page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, body: n.body, url: (n.data as { url?: string } | null)?.url })));
    // Delivered again if the worker was still starting and it went nowhere: the tag makes a second one
    // replace the first, so there is one notification either way.
    const registrationId = await registration;
    for (let attempt = 0; attempt < 3 && (await shown()).length === 0; attempt++) {
      await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data: JSON.stringify(payload) });
      await expect.poll(shown, { timeout: 8_000 }).not.toEqual([]).catch(() => undefined);
    }
    expect(await shown()).toEqual([{ title: payload.title, body: payload.body, url: payload.url }]);

    // The click, as the browser fires it on the worker: the open window goes to the fan's profile.
    const [worker] = context.serviceWorkers();
    expect(worker).toBeDefined();
    await worker!.evaluate(async () => {
      const scope = self as unknown as { registration: ServiceWorkerRegistration; dispatchEvent: (event: Event) => boolean };
      const [notification] = await scope.registration.getNotifications();
      const NotificationEventClass = (self as unknown as { NotificationEvent: new (type: string, init: { notification: Notification }) => Event }).NotificationEvent;
      scope.dispatchEvent(new NotificationEventClass('notificationclick', { notification: notification! }));
    });
    await expect(page).toHaveURL(new RegExp(`/profile/${fan.id}$`));
    await expect(page.getByRole('heading', { name: 'Olive Fan' })).toBeVisible();
    await expect.poll(shown).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

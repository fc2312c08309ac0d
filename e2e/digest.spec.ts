import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { TestDevice, TestPushService } from '../tests/server/helpers/push-service';
import { expectNoAxeViolations } from './support/axe';
import { createMember, signInWithToken } from './support/helpers';
import { ownServer } from './support/own-server';
import { expectNoSidewaysScroll } from './support/layout';

// A server of this test's own, with no digest delay and a push service on loopback: a member with the
// app open and visible gets no push; once they close it they do. The digest that reached the outbox
// carries a link that switches digests off without signing in, from a page in the browser.

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function subscribeDevice(request: APIRequestContext, token: string, device: TestDevice) {
  expect((await request.post('/api/push/subscriptions', { headers: auth(token), data: device.subscription() })).status()).toBe(201);
}

/** Resolves once the server has answered a ping of the page's live channel that said the page is visible. */
function visiblePingAnswered(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      let told = false;
      socket.on('framesent', (frame) => {
        if (String(frame.payload).includes('"visible":true')) told = true;
      });
      socket.on('framereceived', (frame) => {
        if (told && String(frame.payload).includes('"pong"')) resolve();
      });
    });
  });
}

async function memberId(request: APIRequestContext, token: string): Promise<string> {
  return ((await (await request.get('/api/auth/me', { headers: auth(token) })).json()) as { user: { _id: string } }).user._id;
}

const liveBell = (page: Page) => page.getByRole('button', { name: 'Notifications menu (Live)' });

test('no push while the app is open and visible; the digest’s link unsubscribes without a sign-in (320, 375, 1280 px)', async ({ browser, playwright }) => {
  test.setTimeout(180_000);
  const push = new TestPushService();
  const pushHost = await push.start();
  const server = await ownServer(Number(process.env.E2E_OWN_PORT3 ?? 5189), {
    env: { DIGEST_DELAY_MS: '0', DIGEST_INTERVAL_MS: '0', PUSH_ENDPOINT_TEST_ALLOW: pushHost },
  });
  const request = await playwright.request.newContext({ baseURL: server.baseURL });
  try {
    const member = await createMember(request, 'digest-reader', 'Dina Digest');
    const fans = [await createMember(request, 'digest-fan-a', 'Ada Fan'), await createMember(request, 'digest-fan-b', 'Ben Fan')];
    const id = await memberId(request, member.token);
    const phone = new TestDevice(`http://${pushHost}/dina-phone`);
    await subscribeDevice(request, member.token, phone);

    // The app open and visible on a laptop: the follow shows live, and no push leaves.
    const context = await browser.newContext({ baseURL: server.baseURL, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const visible = visiblePingAnswered(page);
    await signInWithToken(page, member.token);
    await page.goto('/feed');
    await expect(liveBell(page)).toBeVisible({ timeout: 30_000 });
    // The server answered the ping that says "visible": the presence write it starts then reaches its
    // one embedded database ahead of every statement of a request sent after.
    await visible;
    expect((await request.post(`/api/follow/${id}`, { headers: auth(fans[0]!.token) })).ok()).toBe(true);
    await expect(liveBell(page)).toContainText('1');

    // Closed: the next notice reaches the phone; a push of the first, queued before it, would have
    // been sent before it.
    await context.close();
    await expect.poll(async () => {
      await request.delete(`/api/follow/${id}`, { headers: auth(fans[1]!.token) });
      await request.post(`/api/follow/${id}`, { headers: auth(fans[1]!.token) });
      return push.received.length;
    }, { timeout: 15_000, intervals: [1_000] }).toBeGreaterThan(0);
    expect(push.received.every((received) => received.path === '/dina-phone')).toBe(true);
    const bodies = push.received.map((received) => (phone.decrypt(received.body) as { body: string }).body);
    expect(new Set(bodies)).toEqual(new Set(['Ben Fan started following you']));

    // The digest went to the outbox (no delay on this server); its link opens a page, no sign-in.
    let link = '';
    await expect
      .poll(async () => {
        const outbox = (await (await request.get(`/api/dev/outbox?email=${encodeURIComponent(member.email)}`)).json()) as { messages: { subject: string; text: string }[] };
        const digest = outbox.messages.find((m) => /on Wishwell$/.test(m.subject));
        link = /Unsubscribe with one click: (\S+)/.exec(digest?.text ?? '')?.[1] ?? '';
        return link;
      }, { timeout: 15_000 })
      .not.toBe('');
    const visitor = await browser.newContext({ viewport: { width: 320, height: 640 } });
    const unsubscribePage = await visitor.newPage();
    await unsubscribePage.goto(link);
    await expect(unsubscribePage.getByRole('heading', { name: 'Stop email digests?' })).toBeVisible();
    await expectNoAxeViolations(unsubscribePage, 'the unsubscribe page');
    await expectNoSidewaysScroll(unsubscribePage);
    await unsubscribePage.screenshot({ path: test.info().outputPath('unsubscribe-320.png') });
    await unsubscribePage.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(unsubscribePage.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();
    await unsubscribePage.screenshot({ path: test.info().outputPath('unsubscribed-320.png') });
    // Back, and Reload there: the page says it is done, and offers no button to press again.
    await unsubscribePage.goBack();
    await expect(unsubscribePage.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();
    await expect(unsubscribePage.getByRole('button', { name: 'Unsubscribe' })).toHaveCount(0);
    await unsubscribePage.reload();
    await expect(unsubscribePage.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();
    await visitor.close();

    // Settings says so, at each width.
    for (const width of [320, 375, 1280]) {
      const settings = await browser.newContext({ baseURL: server.baseURL, viewport: { width, height: width < 768 ? 740 : 900 } });
      const settingsPage = await settings.newPage();
      await signInWithToken(settingsPage, member.token);
      await settingsPage.goto('/settings');
      const digestSwitch = settingsPage.getByRole('switch', { name: 'Email digest' });
      await expect(digestSwitch).not.toBeChecked();
      await digestSwitch.scrollIntoViewIfNeeded();
      await expectNoSidewaysScroll(settingsPage);
      await settingsPage.screenshot({ path: test.info().outputPath(`settings-digest-${width}.png`) });
      if (width === 1280) {
        await digestSwitch.click();
        await expect(settingsPage.getByText('Settings saved')).toBeVisible();
        expect(((await (await request.get('/api/user/settings', { headers: auth(member.token) })).json()) as { emailDigest: boolean }).emailDigest).toBe(true);
      }
      await settings.close();
    }
  } finally {
    await request.dispose();
    await server.dispose();
    await push.stop();
  }
});

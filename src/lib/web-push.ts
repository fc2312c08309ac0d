/**
 * This browser's side of Web Push: whether it can take pushes, its current subscription, and the
 * subscribe and unsubscribe steps. The permission is asked only inside `subscribeDevice`, which the
 * Settings button calls on a click, never on load.
 */
import { t } from '@lingui/core/macro';

/** The browser has what Web Push needs, and this build registers the service worker that shows pushes. */
export function pushSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** The app's service worker registration, when there is one (production builds register /sw.js). */
async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  return navigator.serviceWorker.getRegistration('/');
}

export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const found = await registration();
  return found ? found.pushManager.getSubscription() : null;
}

/** The VAPID public key as PushManager takes it. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

export class PushPermissionDenied extends Error {
  constructor() {
    super(t`Notifications are blocked for this site`);
    this.name = 'PushPermissionDenied';
  }
}

export class PushUnavailable extends Error {
  constructor() {
    super(t`This browser cannot receive notifications from the app right now`);
    this.name = 'PushUnavailable';
  }
}

/** The browser's push service did not answer in time (it can wait for minutes when unreachable). */
export class PushServiceTimeout extends Error {
  constructor() {
    super(t`The browser’s push service did not answer`);
    this.name = 'PushServiceTimeout';
  }
}

/** How long the browser's push service may take to subscribe: usually a second or two. */
export const PUSH_SERVICE_TIMEOUT_MS = 15_000;

/**
 * Asks for the permission (on the member's click), then subscribes this browser with the server's key.
 * A browser that refuses to subscribe (a private window, a push service switched off) throws
 * PushUnavailable; one whose push service does not answer in `timeoutMs`, PushServiceTimeout, and
 * should it answer later, that late subscription is ended so that browser and server agree.
 */
export async function subscribeDevice(publicKey: string, timeoutMs = PUSH_SERVICE_TIMEOUT_MS): Promise<PushSubscription> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PushPermissionDenied();
  const found = await registration();
  if (!found) throw new PushUnavailable();
  const existing = await found.pushManager.getSubscription();
  if (existing) return existing;
  const subscribing = found.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      reject(new PushServiceTimeout());
      void subscribing.then((subscription) => subscription.unsubscribe()).catch(() => undefined);
    }, timeoutMs);
  });
  try {
    return await Promise.race([subscribing.catch(() => Promise.reject(new PushUnavailable())), late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Signing out: this browser stops being subscribed, so that the next member to sign in here starts
 * with notifications off (the server has already dropped the subscription with the session).
 */
export async function forgetDeviceSubscription(): Promise<void> {
  const subscription = await currentSubscription().catch(() => null);
  await subscription?.unsubscribe().catch(() => undefined);
}

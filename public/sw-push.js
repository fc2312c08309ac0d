// Web Push, imported by the service worker (scripts/service-worker.ts): shows what the server sent
// (title, body, tag, the screen to open) and opens that screen on a click, in an open window of the
// app when there is one. Plain JavaScript: it runs as it is, inside sw.js.
self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = {};
  }
  const title = typeof data.title === 'string' && data.title ? data.title : 'Wishwell';
  const url = typeof data.url === 'string' && data.url.startsWith('/') ? data.url : '/notifications';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof data.body === 'string' ? data.body : '',
      tag: typeof data.tag === 'string' ? data.tag : undefined,
      icon: '/icon-192.png',
      badge: '/favicon-32.png',
      data: { url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = event.notification.data && typeof event.notification.data.url === 'string' ? event.notification.data.url : '/notifications';
  const target = new URL(path, self.location.origin);
  // Only the app's own screens: a payload cannot send the member elsewhere.
  if (target.origin !== self.location.origin) return;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window' });
      const open = windows.find((client) => new URL(client.url).origin === target.origin);
      // A window of the app goes to the screen and comes to the front; without one, a new window opens.
      const moved = open ? await open.navigate(target.href).catch(() => null) : null;
      if (!moved) return self.clients.openWindow(target.href);
      return moved.focus().catch(() => moved);
    })(),
  );
});

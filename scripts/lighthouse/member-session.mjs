/* global window -- the evaluate callbacks run in the page */
// A signed-in page for Lighthouse. The app keeps a member's session as a bearer token in localStorage
// (src/lib/session-token.ts), and Lighthouse's storage reset clears the origin's service workers, cache
// storage and HTTP cache but not localStorage (its default clearStorageTypes): so the token is put in
// the Chromium that Lighthouse drives, the page is audited with a cold cache as any other, and the
// token is taken out again so that the visitor pages measured after it stay a visitor's.
import { chromium } from '@playwright/test';

const TOKEN_KEY = 'social_exp_token';

/** Runs `fn` with `token` stored for `base` in the Chromium listening on `chromePort`. */
export async function withMemberSession(chromePort, base, token, fn) {
  await setToken(chromePort, base, token);
  try {
    return await fn();
  } finally {
    await setToken(chromePort, base, null);
  }
}

/** Opens a tab on the origin (its health answer: no app code runs), writes or removes the token, closes it. */
async function setToken(chromePort, base, token) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chromePort}`);
  try {
    const page = await browser.contexts()[0].newPage();
    try {
      await page.goto(`${base}/api/health`);
      await page.evaluate(([key, value]) => (value === null ? window.localStorage.removeItem(key) : window.localStorage.setItem(key, value)), [TOKEN_KEY, token]);
    } finally {
      await page.close();
    }
  } finally {
    // Connected, not launched: this lets go of Chromium without closing it.
    await browser.close();
  }
}

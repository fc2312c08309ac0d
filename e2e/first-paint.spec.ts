import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { onePixelPng } from './support/helpers';
import { auth, memberWithId } from './support/members';

// The first paint the server sends (rendered from the app's components at build time) and the screen
// the app mounts in its place agree: the title and text sit where the screen's will, and nothing
// shifts. Each page is opened as a visitor, the app's scripts held back until the paint is measured.

const WIDTHS = [375, 1280];
/** How far a box of the paint may sit from the screen's, in CSS pixels. */
const NEAR = 3;
const CLS_BUDGET = 0.02;

const DESCRIPTION = 'A light one, red, with a long tail that dances in the wind off the dunes.';

interface Part {
  name: string;
  at: (scope: Locator) => Locator;
}

interface Target {
  name: string;
  path: string;
  parts: Part[];
}

const title = (text: string, heading: 'h1' | 'h2'): Part => ({ name: `title (${heading})`, at: (scope) => scope.locator(heading).filter({ hasText: text }) });
const text = (value: string): Part => ({ name: `text "${value.slice(0, 20)}…"`, at: (scope) => scope.getByText(value, { exact: true }) });
const picture: Part = { name: 'picture', at: (scope) => scope.locator('img[src^="/uploads/"]') };

/** Layout shifts since the page began, summed as CLS counts them (none after input here). */
const RECORD_SHIFTS = () => {
  const w = window as unknown as { shifts: number };
  w.shifts = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
      if (!entry.hadRecentInput) w.shifts += entry.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
};

type Box = { x: number; y: number; width: number; height: number };
async function boxOf(part: Part, scope: Locator): Promise<Box> {
  const found = part.at(scope);
  await expect(found, part.name).toHaveCount(1);
  const box = await found.boundingBox();
  expect(box, part.name).not.toBeNull();
  return box!;
}

/** Opens `path` with the app's scripts held until the paint's boxes are read; then the screen's. */
async function paintThenScreen(page: Page, target: Target): Promise<{ paint: Box[]; screen: Box[] }> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(target.path, { waitUntil: 'domcontentloaded' });
  const paintRoot = page.locator('#first-paint');
  await expect(paintRoot).toHaveAttribute('aria-hidden', 'true');
  // The page's load waits for the held scripts; its picture is in once complete.
  await page.waitForFunction(() => [...document.querySelectorAll('#first-paint img')].every((img) => (img as HTMLImageElement).complete));
  const paint = [];
  for (const part of target.parts) paint.push(await boxOf(part, paintRoot));
  release();
  await expect(paintRoot).toHaveCount(0);
  const screen = [];
  for (const part of target.parts) screen.push(await boxOf(part, page.locator('#root')));
  return { paint, screen };
}

async function visitorPage(browser: Browser, width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: width < 768 ? 740 : 900 } });
  const page = await context.newPage();
  await page.addInitScript(RECORD_SHIFTS);
  return page;
}

test('the first paint sits where the mounted screen does, and nothing shifts', async ({ browser, request }) => {
  test.setTimeout(240_000);
  const owner = await memberWithId(request, 'paint', 'Robin');
  const upload = await request.post('/api/upload-image', { headers: auth(owner), multipart: { image: { name: 'kite.png', mimeType: 'image/png', buffer: onePixelPng } } });
  expect(upload.status()).toBe(201);
  const { imageUrl } = (await upload.json()) as { imageUrl: string };
  const category = await request.post('/api/categories', { headers: auth(owner), data: { name: 'Kites', visibility: 'shared', description: 'Things that fly.', color: '#6366f1' } });
  expect(category.status()).toBe(201);
  const categoryId = ((await category.json()) as { _id: string })._id;
  const create = async (body: Record<string, unknown>) => {
    const res = await request.post('/api/desires', { headers: auth(owner), data: { visibility: 'public', ...body } });
    expect(res.status(), await res.text()).toBe(201);
    return ((await res.json()) as { _id: string })._id;
  };
  const withPicture = await create({ title: 'A kite for the dunes', description: DESCRIPTION, coverImage: imageUrl, categories: ['Kites'] });
  const plain = await create({ title: 'Tea with my grandmother', description: 'Sunday, with her lemon cake.' });

  const targets: Target[] = [
    { name: '/auth', path: '/auth', parts: [text('Share what you wish for.'), text('Follow friends, cheer them on, and help each other make wishes happen.'), { name: 'the form’s logo', at: (scope) => scope.getByText('Wishwell', { exact: true }).last() }] },
    { name: '/post with a picture', path: `/post/${withPicture}`, parts: [title('A kite for the dunes', 'h1'), text(DESCRIPTION), picture] },
    { name: '/post without a picture', path: `/post/${plain}`, parts: [title('Tea with my grandmother', 'h1'), text('Sunday, with her lemon cake.')] },
    { name: 'shared desire', path: `/shared/desires/${withPicture}/${owner.id}`, parts: [title('Shared Desire', 'h1'), title('A kite for the dunes', 'h2'), text(DESCRIPTION), picture] },
    { name: 'shared category', path: `/shared/categories/${categoryId}?user=${owner.id}`, parts: [title('Kites', 'h1'), text('Things that fly.'), text(`By ${owner.fullName}`)] },
  ];

  const misplaced: string[] = [];
  const shifted: string[] = [];
  for (const width of WIDTHS) {
    for (const target of targets) {
      const page = await visitorPage(browser, width);
      const { paint, screen } = await paintThenScreen(page, target);
      target.parts.forEach((part, i) => {
        const [a, b] = [paint[i]!, screen[i]!];
        const off = Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y), Math.abs(a.width - b.width), Math.abs(a.height - b.height));
        if (off > NEAR) misplaced.push(`${target.name} at ${width} px: ${part.name} painted at ${JSON.stringify(a)}, mounted at ${JSON.stringify(b)}`);
      });
      // What the screen does once mounted (its comments, its lazy parts) counts too.
      await page.waitForTimeout(1000);
      const cls = await page.evaluate(() => (window as unknown as { shifts: number }).shifts);
      if (cls > CLS_BUDGET) shifted.push(`${target.name} at ${width} px: CLS ${cls.toFixed(4)}`);
      await page.context().close();
    }
  }
  expect({ misplaced, shifted }).toEqual({ misplaced: [], shifted: [] });
});

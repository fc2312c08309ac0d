import { expect, test, type Page } from '@playwright/test';
import { createMember, signInWithToken } from './support/helpers';
import { expectNoSidewaysScroll } from './support/layout';

type Member = Awaited<ReturnType<typeof createMember>>;

const auth = (member: Member) => ({ authorization: `Bearer ${member.token}` });
const unique = () => Date.now().toString(36).slice(-5);

/** The Import section of Settings, and its file input (behind the visible button). */
function importSection(page: Page) {
  const section = page.locator('section', { has: page.getByRole('heading', { name: 'Import data' }) });
  return { section, input: section.locator('input[type=file]') };
}

test('a member exports their data, another imports the zip in Settings and finds the desire (1280 px)', async ({ page, browser, request }) => {
  const ada = await createMember(request, 'import-ada', `Ada Export ${unique()}`);
  const bo = await createMember(request, 'import-bo', `Bo Import ${unique()}`);
  const title = `Kite from the zip ${unique()}`;
  expect((await request.post('/api/desires', { headers: auth(ada), data: { title, visibility: 'public' } })).status()).toBe(201);

  // Ada downloads her zip in the browser.
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInWithToken(page, ada.token);
  await page.goto('/settings');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const zipPath = test.info().outputPath('my-data.zip');
  await (await downloading).saveAs(zipPath);

  // Bo imports it in a browser of his own.
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const bosPage = await context.newPage();
  await signInWithToken(bosPage, bo.token);
  await bosPage.goto('/settings');
  const { section, input } = importSection(bosPage);
  await expect(section.getByRole('button', { name: 'Import a file' })).toBeVisible();
  await input.setInputFiles(zipPath);
  await expect(section.getByText('Imported: 1 desire.')).toBeVisible();
  await bosPage.screenshot({ path: test.info().outputPath('import-zip-1280.png'), fullPage: true });

  await bosPage.goto('/profile');
  await expect(bosPage.getByRole('article', { name: title })).toBeVisible();
  await context.close();
});

for (const width of [320, 375, 1280]) {
  test(`a CSV list comes in as private desires, and the screen says how many (${width} px)`, async ({ page, request }) => {
    const lister = await createMember(request, `import-csv-${width}`, `Cy Lister ${unique()}`);
    const first = `Green tea ${width} ${unique()}`;
    const list = `\uFEFFName,Link,Price,Notes\n"${first}",,"12,50 €","From Kyoto, loose leaf"\nA plain notebook ${width},,,\n,,,a row without a title\n`;

    await page.setViewportSize({ width, height: 800 });
    await signInWithToken(page, lister.token);
    await page.goto('/settings');
    const { section, input } = importSection(page);
    await input.setInputFiles({ name: 'wishlist.csv', mimeType: 'text/csv', buffer: Buffer.from(list, 'utf8') });
    await expect(section.getByText('Imported: 2 desires.')).toBeVisible();
    await expect(section.getByText('1 row without a usable title')).toBeVisible();
    await expect(section.getByText(/The list’s desires are private until you change them/)).toBeVisible();
    await expectNoSidewaysScroll(page);
    await section.screenshot({ path: test.info().outputPath(`import-csv-${width}.png`) });

    const mine = (await (await request.get('/api/desires/my', { headers: auth(lister) })).json()) as { desires?: { title: string; visibility: string }[] } | { title: string; visibility: string }[];
    const desires = Array.isArray(mine) ? mine : (mine.desires ?? []);
    expect(desires.find((d) => d.title === first)).toMatchObject({ visibility: 'private' });
  });
}

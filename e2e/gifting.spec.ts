import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { auth, follow, memberPages, memberWithId, type Member } from './support/members';

// Gifting (extras of our server, docs/decisions/gifting.md): two givers share a surprise's price and
// one offers to fulfil it, each in a browser of their own, while its owner, in a third, sees the desire
// as she left it until she reveals it.

// Axe runs on the screens as members see them, which needs the app's script policy bypassed.
const pageAs = memberPages({ bypassCSP: true });
const card = (page: Page, title: string) => page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });
/** The kinds of the member's notices about desires (the givers' follows left out), in order. */
const desireNoticeTypes = async (request: APIRequestContext, member: Member): Promise<string[]> =>
  ((await (await request.get('/api/notifications', { headers: auth(member) })).json()) as { type: string }[]).map((n) => n.type).filter((type) => type !== 'follow');

test('two givers share a surprise and one offers it while its owner sees nothing of it until she reveals it', async ({ browser, request }) => {
  // Three browsers and a dozen round trips each.
  test.setTimeout(180_000);
  const owner = await memberWithId(request, 'surprised', 'Ada Owner');
  const bea = await memberWithId(request, 'giver', 'Bea Giver');
  const cal = await memberWithId(request, 'giver', 'Cal Giver');
  await follow(request, bea, owner);
  await follow(request, cal, owner);
  const title = `A telescope ${Date.now().toString(36)}`;

  // The owner makes it a surprise with a price, in the create dialog.
  const ownerPage = await pageAs(browser, owner, 1280);
  await ownerPage.goto('/feed');
  await ownerPage.getByRole('button', { name: 'Create New Desire' }).first().click();
  const form = ownerPage.getByRole('dialog', { name: 'Create New Desire' });
  await form.getByRole('textbox', { name: 'Title' }).fill(title);
  await form.getByRole('switch', { name: 'Keep it a surprise' }).click();
  await form.getByRole('textbox', { name: 'Price' }).fill('100');
  await form.getByRole('combobox', { name: 'Currency' }).selectOption('EUR');
  await form.getByRole('button', { name: 'Create Desire' }).click();
  await expect(ownerPage.getByText('Your desire has been shared successfully.', { exact: true })).toBeVisible();
  const link = await card(ownerPage, title).getByRole('link', { name: title }).getAttribute('href');
  expect(link).toMatch(/^\/post\/[a-f0-9]{24}$/);
  await ownerPage.goto(link!);
  const ownerCard = card(ownerPage, title);
  await expect(ownerCard.getByText('Surprise', { exact: true })).toBeVisible();
  await expect(ownerCard.getByText('Desired', { exact: true })).toBeVisible();

  // Bea, on a phone, is told it is a secret and chips in 60 of 100.
  const beaPage = await pageAs(browser, bea, 375);
  await beaPage.goto(link!);
  const beaCard = card(beaPage, title);
  await expect(beaCard.getByText(/Surprise: keep it secret\./)).toBeVisible();
  await beaCard.getByRole('button', { name: 'Chip in' }).click();
  const beaPledge = beaPage.getByRole('dialog', { name: 'Chip in' });
  await beaPledge.getByRole('textbox', { name: 'Amount (EUR)' }).fill('60');
  await beaPledge.getByRole('button', { name: 'Pledge' }).click();
  await expect(beaPage.getByText('Thank you for chipping in!', { exact: true })).toBeVisible();
  await expect(beaCard.getByText(/Your part:/)).toContainText('€60.00');
  // Judged once the thank-you toast has gone: it fades as it leaves.
  await expect(beaPage.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  await expectNoAxeViolations(beaPage, "a surprise's page with a giver's part, 375 px");

  // Cal sees what is left, is held to it, and gives the rest anonymously.
  const calPage = await pageAs(browser, cal, 1280);
  await calPage.goto(link!);
  const calCard = card(calPage, title);
  await expect(calCard.getByRole('progressbar', { name: 'Pledged' })).toHaveAttribute('aria-valuetext', '€60.00 of €100.00 pledged');
  await calCard.getByRole('button', { name: 'Chip in' }).click();
  const calPledge = calPage.getByRole('dialog', { name: 'Chip in' });
  await calPledge.getByRole('textbox', { name: 'Amount (EUR)' }).fill('50');
  await calPledge.getByRole('button', { name: 'Pledge' }).click();
  await expect(calPledge.getByText('Only €40.00 is left to pledge')).toBeVisible();
  await calPledge.getByRole('textbox', { name: 'Amount (EUR)' }).fill('40');
  await calPledge.getByRole('switch', { name: 'Chip in anonymously' }).click();
  await calPledge.getByRole('button', { name: 'Pledge' }).click();
  await expect(calCard.getByText(/Your part:/)).toContainText('€40.00');
  await expect(calCard.getByRole('progressbar', { name: 'Pledged' })).toHaveAttribute('aria-valuetext', '€100.00 of €100.00 pledged');
  // Bea's open page follows without a reload; Cal is named to nobody but himself.
  await expect(beaCard.getByRole('progressbar', { name: 'Pledged' })).toHaveAttribute('aria-valuetext', '€100.00 of €100.00 pledged');
  await expect(beaCard.getByText('Anonymous User')).toBeVisible();

  // Bea offers to fulfil it: Cal's page shows it in progress.
  await beaCard.getByRole('button', { name: 'Fulfill Desire' }).click();
  await beaPage.getByRole('dialog', { name: 'Fulfill Desire' }).getByRole('button', { name: 'Offer to Fulfill' }).click();
  await expect(beaPage.getByText('Fulfillment Started!', { exact: true })).toBeVisible();
  await expect(calCard.getByText('In Progress', { exact: true })).toBeVisible();

  // A comment reaches the owner's open page live: so would anything else sent to her about it.
  await beaCard.getByRole('textbox', { name: 'Add a comment' }).fill('Cannot wait for your birthday!');
  await beaCard.getByRole('button', { name: 'Post' }).click();
  await expect(ownerCard.getByText('Cannot wait for your birthday!')).toBeVisible();
  // She still sees it as she left it: desired, no offer, no pledges; and after a reload the same.
  for (const reload of [false, true]) {
    if (reload) await ownerPage.reload();
    await expect(ownerCard.getByText('Desired', { exact: true })).toBeVisible();
    await expect(ownerCard.getByText('In Progress', { exact: true })).toHaveCount(0);
    await expect(ownerCard.getByText('Anonymous User')).toHaveCount(0);
    await expect(ownerCard.getByText(/Fully pledged|of €100\.00/)).toHaveCount(0);
  }
  expect(await desireNoticeTypes(request, owner)).toEqual(['comment']);
  await expectNoAxeViolations(ownerPage, "the owner's page of her surprise, 1280 px");

  // She reveals it: the offer and both parts show, and one notice says so.
  await ownerCard.getByRole('button', { name: 'Reveal' }).click();
  await ownerPage.getByRole('alertdialog', { name: 'Reveal what your friends are planning?' }).getByRole('button', { name: 'Reveal' }).click();
  await expect(ownerPage.getByText('Surprise revealed', { exact: true })).toBeVisible();
  await expect(ownerCard.getByText('In Progress', { exact: true })).toBeVisible();
  await expect(ownerCard.getByRole('progressbar', { name: 'Pledged' })).toHaveAttribute('aria-valuetext', '€100.00 of €100.00 pledged');
  await expect(ownerCard.getByText('Bea Giver').first()).toBeVisible();
  await expect(ownerCard.getByText('Anonymous User').first()).toBeVisible();
  await expect(ownerCard.getByText('Surprise', { exact: true })).toHaveCount(0);
  expect((await desireNoticeTypes(request, owner)).sort()).toEqual(['comment', 'reveal']);
  await expect(ownerPage.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  await expectNoAxeViolations(ownerPage, 'the revealed surprise with its givers, 1280 px');
});

test("a follower's Upcoming lists a member's occasion with the desire for it, on a phone", async ({ browser, request }) => {
  const owner = await memberWithId(request, 'celebrated', 'Dan Days');
  const friend = await memberWithId(request, 'friend', 'Eve Friend');
  await follow(request, friend, owner);
  const date = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
  const made = await request.post('/api/occasions', { headers: auth(owner), data: { title: 'Graduation', date, yearly: false, visibility: 'followers' } });
  expect(made.status()).toBe(201);
  const occasionId = ((await made.json()) as { occasion: { _id: string } }).occasion._id;
  const title = `A fountain pen ${Date.now().toString(36)}`;
  expect((await request.post('/api/desires', { headers: auth(owner), data: { title, visibility: 'followers', occasionId } })).status()).toBe(201);

  const page = await pageAs(browser, friend, 320);
  await page.goto('/upcoming');
  const item = page.getByRole('list', { name: 'Upcoming occasions' }).getByRole('listitem').filter({ hasText: 'Graduation' });
  await expect(item.getByText(/Dan Days/).first()).toBeVisible();
  await expect(item.getByText('in 5 days').first()).toBeVisible();
  await expect(item.getByRole('heading', { name: title })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page, 'Upcoming, 320 px');
});

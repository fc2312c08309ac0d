import { card, expect, MAYA, settled, signIn, test } from './support';

test('a member creates a desire, reacts, comments, opens the desire page and offers to fulfil anonymously', async ({ page }) => {
  await signIn(page, MAYA.email);
  await expect(page.getByRole('heading', { name: 'Home Feed' })).toBeVisible();

  // Create: title and description; the new desire heads the feed.
  await page.getByRole('button', { name: 'Create New Desire' }).first().click();
  const editor = page.getByRole('dialog', { name: 'Create New Desire' });
  await settled(editor);
  await editor.getByRole('textbox', { name: 'Title' }).fill('Learn to sail on the lake');
  await editor.getByRole('textbox', { name: 'Description' }).fill('A weekend course, then a small boat of my own.');
  await editor.getByRole('button', { name: 'Create Desire' }).click();
  await expect(page.getByText('Your desire has been shared successfully.', { exact: true })).toBeVisible();
  await expect(editor).toBeHidden();
  const mine = card(page, 'Learn to sail on the lake');
  await expect(mine).toBeVisible();
  await expect(mine.getByText('A weekend course, then a small boat of my own.')).toBeVisible();
  await expect(mine.getByRole('link', { name: MAYA.fullName })).toBeVisible();
  await expect(page.getByRole('article').first()).toHaveAccessibleName('Learn to sail on the lake');
  // It is the server's item now, with an id of its own.
  await expect(mine.getByRole('link', { name: 'Learn to sail on the lake' })).toHaveAttribute('href', /^\/post\/[a-f0-9]{24}$/);

  // React on another member's desire: Maya's 🙌 is replaced by ❤️, then ❤️ is taken back.
  const lisbon = card(page, 'A long weekend in Lisbon');
  await expect(lisbon.getByRole('button', { name: 'raised hands, 1' })).toHaveAttribute('aria-pressed', 'true');
  await lisbon.getByRole('button', { name: 'heart' }).click();
  await expect(lisbon.getByRole('button', { name: 'heart, 1' })).toHaveAttribute('aria-pressed', 'true');
  await expect(lisbon.getByRole('button', { name: 'raised hands', exact: true })).toHaveAttribute('aria-pressed', 'false');
  await lisbon.getByRole('button', { name: 'heart, 1' }).click();
  await expect(lisbon.getByRole('button', { name: 'heart', exact: true })).toHaveAttribute('aria-pressed', 'false');
  // and on the new one: the count appears.
  await mine.getByRole('button', { name: 'fire' }).click();
  await expect(mine.getByRole('button', { name: 'fire, 1' })).toHaveAttribute('aria-pressed', 'true');

  // Comment: the count moves from 1 to 2.
  await lisbon.getByRole('button', { name: '1 comment' }).click();
  await lisbon.getByRole('textbox', { name: 'Add a comment' }).fill('Take the 28 tram early in the morning.');
  await lisbon.getByRole('button', { name: 'Post' }).click();
  await expect(lisbon.getByText('Take the 28 tram early in the morning.')).toBeVisible();
  await expect(lisbon.getByRole('button', { name: '2 comments' })).toBeVisible();

  // The desire's own page.
  const href = await lisbon.getByRole('link', { name: 'A long weekend in Lisbon' }).getAttribute('href');
  expect(href).toMatch(/^\/post\/[a-f0-9]{24}$/);
  await lisbon.getByRole('link', { name: 'A long weekend in Lisbon' }).click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  const detail = page.getByRole('article', { name: 'A long weekend in Lisbon' });
  await expect(detail.getByRole('heading', { level: 1, name: 'A long weekend in Lisbon' })).toBeVisible();
  await expect(detail.getByText('Take the 28 tram early in the morning.')).toBeVisible();
  await expect(detail.getByText('Go to Time Out Market for lunch.')).toBeVisible();

  // Offer to fulfil it, anonymously: the desire is in progress, and Maya's offer shows as hers alone.
  await detail.getByRole('button', { name: 'Fulfill Desire' }).click();
  const offer = page.getByRole('dialog', { name: 'Fulfill Desire' });
  await settled(offer);
  await offer.getByRole('textbox', { name: /Message/ }).fill('I know a guesthouse in Alfama.');
  await offer.getByRole('switch', { name: 'Fulfill anonymously' }).click();
  await offer.getByRole('button', { name: 'Offer to Fulfill' }).click();
  await expect(page.getByText('Fulfillment Started!', { exact: true })).toBeVisible();
  await expect(offer).toBeHidden();
  await expect(detail.getByText('In Progress', { exact: true })).toBeVisible();
  await expect(detail.getByText('You (anonymously)')).toBeVisible();
  await expect(detail.getByRole('button', { name: 'Fulfill Desire' })).toHaveCount(0);

  // After a reload (the backend's store is kept in the tab) it is all still there.
  await page.reload();
  await expect(detail.getByText('In Progress', { exact: true })).toBeVisible();
  await expect(detail.getByText('You (anonymously)')).toBeVisible();
  await page.goto('/feed');
  await expect(card(page, 'Learn to sail on the lake').getByRole('button', { name: 'fire, 1' })).toBeVisible();
});

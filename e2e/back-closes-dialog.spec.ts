import { expect, test } from '@playwright/test';
import { createMember, signInWithToken } from './support/helpers';

// The browser's Back (a phone's back gesture) with the create dialog open closes the dialog and
// keeps the page and what was typed; the next Back leaves the page as before.

for (const width of [375, 1280]) {
  test(`at ${width} px Back closes the create dialog, keeps the draft, and the next Back leaves the page`, async ({ page, request }) => {
    const me = await createMember(request, 'back-dialog', 'Bea Back');
    await page.setViewportSize({ width, height: 800 });
    await signInWithToken(page, me.token);
    await page.goto('/trending');
    await page.getByRole('link', { name: /^Home/ }).first().click();
    await expect(page).toHaveURL(/\/feed$/);
    await page.getByRole('button', { name: /^create new desire$/i }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Create New Desire' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Title' }).fill('A kite for the beach');

    await page.goBack();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/feed$/);

    await page.getByRole('button', { name: /^create new desire$/i }).first().click();
    await expect(dialog.getByRole('textbox', { name: 'Title' })).toHaveValue('A kite for the beach');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    await page.goBack();
    await expect(page).toHaveURL(/\/trending$/);
  });
}

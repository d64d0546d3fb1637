import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { islandsReady } from './islands';
import { guestSession, signInAsStaff } from './staff-session';

// Issue 33 "Catalogue" and "Guests": an admin changes a dish's price and the menu shows it; an admin finds a guest by
// phone and adjusts their coins with a reason.

const axe = async (page: Page) =>
  (
    await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      .analyze()
  ).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);

test('an admin changes a dish’s price in the catalogue at 1440 px, and the menu shows it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAsStaff(page, 'Meera Admin', 'admin');
  await page.goto('/staff/menu');
  await islandsReady(page);
  const price = page.getByLabel('Price of Dahi Ke Kebab in rupees');
  // Always another price than the one shown, so the menu can only show it if it was saved.
  await expect(price).not.toHaveValue('');
  const rupees = Number(await price.inputValue()) + 25;
  await price.fill(String(rupees));
  await page.getByRole('button', { name: 'Save Dahi Ke Kebab' }).click();
  await expect(page.getByRole('region', { name: /^Menu/ }).getByRole('status')).toHaveText(
    'Dahi Ke Kebab saved.',
  );
  expect(await axe(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/staff-catalogue-1440.png', fullPage: true });

  await page.goto('/dining-menu');
  await islandsReady(page);
  const card = page.getByRole('article').filter({ hasText: 'Dahi Ke Kebab' });
  await expect(card).toContainText(`₹${rupees.toLocaleString('en-IN')}`);
});

test('an admin finds a guest by phone at 1024 px and adds coins with a reason', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1024, height: 900 });
  const guest = await guestSession(page.request, 'Ritu Anand');
  const me = await (
    await page.request.get('/api/auth/profile', { headers: { authorization: `Bearer ${guest.token}` } })
  ).json();
  await signInAsStaff(page, 'Meera Admin', 'admin');
  await page.goto('/staff/guests');
  await islandsReady(page);
  await page.getByLabel("Guest's phone number").fill(me.user.phone);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Ritu Anand' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Supar Coins: 0' })).toBeVisible();
  await page.getByLabel('Coins to add (negative to take)').fill('25');
  await page.getByLabel('Reason').fill('Welcome gift for a returning guest');
  await page.getByRole('button', { name: 'Adjust coins' }).click();
  await expect(page.getByRole('status')).toHaveText('25 coins added: Ritu Anand now has 25 coins.');
  await expect(page.getByRole('heading', { name: 'Supar Coins: 25' })).toBeVisible();
  await expect(page.getByRole('row', { name: /Adjusted by the hotel: Welcome gift/ })).toContainText('+25');
  expect(await axe(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/staff-guests-1024.png', fullPage: true });
});

import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { addDays, type IsoDate } from '../../src/lib/dates';
import { dateInZone } from '../../src/lib/zones';
import { expect, test } from './fixtures';
import { islandsReady } from './islands';
import { ownNumber } from './own-data';
import { guestToken, signInAsStaff } from './staff-session';

// Issue 33 "Catalogue" and decision 108: an admin changes a room type's price and the rooms page shows it; creates a
// coupon that a guest's checkout then accepts; uploads a dish's photo that the menu then shows. Each change shows in
// its item's history. Axe-clean, at 1440 and 1024 px, by keyboard where it matters.

const axe = async (page: Page) =>
  (
    await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      .analyze()
  ).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);

test('an admin changes a room type’s price at 1440 px; the rooms page shows it and the history says who', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAsStaff(page, 'Meera Admin', 'admin');
  await page.goto('/staff/catalogue/rooms');
  await islandsReady(page);
  await expect(
    page.getByRole('navigation', { name: 'Catalogue' }).getByRole('link', { name: 'Room types' }),
  ).toHaveAttribute('aria-current', 'page');
  // Zenana's price stays between its neighbours', so the cheapest-first order other journeys read is kept.
  const rupees = 14_900;
  const edit = page.getByRole('button', { name: 'Edit Zenana Deluxe Room' });
  await edit.focus();
  await page.keyboard.press('Enter');
  const form = page.getByRole('form', { name: 'Edit Zenana Deluxe Room' });
  await form.getByLabel('Price a night before GST (₹)').fill(String(rupees));
  await page.screenshot({ path: 'test-results/staff-room-type-form-1440.png', fullPage: true });
  await form.getByLabel('Price a night before GST (₹)').press('Enter');
  await expect(page.getByRole('status')).toHaveText('Zenana Deluxe Room saved.');
  const row = page.getByRole('row', { name: /Zenana Deluxe Room/ });
  await expect(row).toContainText(`₹${rupees.toLocaleString('en-IN')} + GST`);
  await row.getByText('History').click();
  // The plans journey (staff-catalogue-plans.e2e.ts) may change this listing's meal plans meanwhile: its own entries.
  const change = row
    .getByRole('listitem')
    .filter({ hasText: `price: ₹14,000 → ₹${rupees.toLocaleString('en-IN')}` });
  await expect(change).toContainText('Meera Admin');
  expect(await axe(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/staff-room-types-1440.png', fullPage: true });

  // The listing's own price is the one a night outside the seasons sells at (decision 149): an April weeknight.
  const night = aprilWeeknight();
  await page.goto(`/room-booking?checkIn=${night}&checkOut=${addDays(night, 1)}`);
  await islandsReady(page);
  await expect(page.getByRole('article', { name: 'Zenana Deluxe Room' })).toContainText(
    `₹${rupees.toLocaleString('en-IN')} per night + 18% GST`,
  );
});

/** A Tuesday of the coming April, which the demo's year leaves at each listing's own prices. */
function aprilWeeknight(): IsoDate {
  const today = dateInZone(new Date(), 'Asia/Kolkata');
  let night = `${today.slice(0, 4)}-04-14`;
  if (night <= today) night = `${Number(today.slice(0, 4)) + 1}-04-14`;
  while (new Date(`${night}T00:00:00Z`).getUTCDay() !== 2) night = addDays(night, 1);
  return night;
}

test('an admin creates a coupon at 1024 px and a guest’s checkout accepts it', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1024, height: 900 });
  await signInAsStaff(page, 'Meera Admin', 'admin');
  await page.goto('/staff/catalogue/coupons');
  await islandsReady(page);
  const code = `CAT${ownNumber('coupons')}`;
  await page.getByRole('button', { name: 'Add a coupon' }).click();
  const form = page.getByRole('form', { name: 'Add a coupon' });
  await form.getByLabel('Code').fill(code);
  await form.getByLabel('Discount (% or ₹)').fill('12');
  await form.getByLabel('Description').fill('Console journey coupon');
  await form.getByLabel('Uses in all (optional)').fill('20');
  await form.getByRole('checkbox', { name: 'Dining' }).check();
  expect(await axe(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/staff-coupon-form-1024.png', fullPage: true });
  await form.getByRole('button', { name: 'Add the coupon' }).click();
  await expect(page.getByRole('status')).toHaveText(`${code} saved.`);
  const row = page.getByRole('row', { name: new RegExp(code) });
  await expect(row).toContainText('12% off');
  await expect(row).toContainText('Rooms, Dining');
  await expect(row).toContainText('0 used of 20');
  expect(await axe(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/staff-coupons-1024.png', fullPage: true });

  // The checkout's coupon field asks this of the API: the new coupon takes 12% off a room booking.
  const token = await guestToken(page.request, 'Coupon Guest');
  const applied = await page.request.post('/api/coupons/apply-coupon', {
    data: { code, amount: 20_000, scope: 'rooms' },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(await applied.json()).toMatchObject({ valid: true, discount: 2_400, finalAmount: 17_600 });

  // Withdrawn, it is refused at checkout, and its history says both changes.
  await row.getByRole('button', { name: `Withdraw ${code}` }).click();
  await expect(page.getByRole('status')).toHaveText(`${code} withdrawn.`);
  await expect(row).toContainText('withdrawn');
  const refused = await page.request.post('/api/coupons/apply-coupon', {
    data: { code, amount: 20_000, scope: 'rooms' },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(await refused.json()).toMatchObject({ valid: false });
  await row.getByText('History').click();
  await expect(row.getByRole('listitem').first()).toContainText('active: yes → no');
  await expect(row.getByRole('listitem').nth(1)).toContainText('Added');
});

test('an admin uploads a dish’s photo at 1024 px and the menu shows it', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1024, height: 900 });
  await signInAsStaff(page, 'Meera Admin', 'admin');
  await page.goto('/staff/menu');
  await islandsReady(page);
  const photo = await sharp({
    create: { width: 1200, height: 900, channels: 3, background: { r: 170, g: 110, b: 40 } },
  })
    .jpeg()
    .toBuffer();
  await page
    .getByLabel('New photo of Gatte Ki Sabzi (JPEG, PNG or WebP, up to 2 MB)')
    .setInputFiles({ name: 'gatte.jpg', mimeType: 'image/jpeg', buffer: photo });
  await page.getByRole('button', { name: 'Upload the photo of Gatte Ki Sabzi' }).click();
  await expect(page.getByRole('region', { name: /^Menu/ }).getByRole('status')).toHaveText(
    'Gatte Ki Sabzi has a new photo.',
  );
  const row = page.getByRole('row', { name: /Gatte Ki Sabzi/ });
  await expect(row.locator('img.staff-thumb')).toHaveAttribute(
    'src',
    /^\/api\/menu-photos\/[a-f0-9]{32}\.webp$/,
  );
  const src = await row.locator('img.staff-thumb').getAttribute('src');
  await row.getByText('History').click();
  await expect(row.getByRole('listitem').first()).toContainText('New photo');
  expect(await axe(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/staff-menu-photo-1024.png', fullPage: true });

  await page.goto('/dining-menu');
  await islandsReady(page);
  await page.getByRole('searchbox', { name: 'Search' }).fill('Gatte');
  const card = page.getByRole('article').filter({ hasText: 'Gatte Ki Sabzi' });
  await expect(card.locator('img')).toHaveAttribute('src', src!);
  const shown = await page.request.get(src!);
  expect(shown.headers()['content-type']).toBe('image/webp');
});

test('staff read the halls and packages at 1440 px and 1024 px, and only admins may change them', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAsStaff(page, 'Ravi Events', 'staff');
  await page.goto('/staff/catalogue/halls');
  await islandsReady(page);
  await expect(page.getByRole('row', { name: /Grand Durbar Banquet Hall/ })).toBeVisible();
  await expect(page.getByText('Admins change the halls; you may read them.')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Edit / })).toHaveCount(0);
  expect(await axe(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/staff-halls-1440.png', fullPage: true });

  await page.setViewportSize({ width: 1024, height: 900 });
  await page.goto('/staff/catalogue/packages');
  await islandsReady(page);
  await expect(page.getByRole('row', { name: /Lakeside Weekend/ })).toContainText(
    '2 nights, Friday to Sunday',
  );
  expect(await axe(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/staff-packages-1024.png', fullPage: true });

  await page.goto('/staff/catalogue/coupons');
  await islandsReady(page);
  await expect(page.getByRole('alert')).toContainText('This screen is for admins.');
});

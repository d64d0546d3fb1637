import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { addDays, type IsoDate } from '../../src/lib/dates';
import { dateInZone } from '../../src/lib/zones';
import { expect, test } from './fixtures';
import { islandsReady } from './islands';
import { ownNumber } from './own-data';
import { signInAsStaff } from './staff-session';

// Issue 43 and decision 137: an admin sets a listing's meal plans, occupancy and a season in the catalogue's room
// editor at 375 px, and adds an extra on the Extras screen at 1440 px; the booking pages' reads (the room listings,
// GET /api/stay-extras) show each. Staff read the extras and cannot change them. Axe-clean at each step. The listing
// is the Zenana, which no booking journey takes; its plans and prices are put back and the extra withdrawn at the end,
// so no other journey meets them. The room form sends only what was changed, so the catalogue journey's price change
// of the same listing meanwhile is kept.

const axe = async (page: Page) =>
  (
    await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      .analyze()
  ).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);

interface Listing {
  id: string;
  name: string;
  mealPlans: { plan: string; adultPrice: number; childPrice: number }[];
  extraAdultPrice: number;
}
const listing = async (page: Page, name: string): Promise<Listing> =>
  (await (await page.request.get('/api/rooms/getrooms')).json()).rooms.find((r: Listing) => r.name === name);

test('an admin adds MAP, an extra adult’s price and a season to a listing at 375 px; the room listings show them', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 375, height: 812 });
  const { token } = await signInAsStaff(page, 'Meera Admin', 'admin');
  const was = await listing(page, 'Zenana Deluxe Room');
  await page.goto('/staff/catalogue/rooms');
  await islandsReady(page);
  await page.getByRole('button', { name: 'Edit Zenana Deluxe Room' }).click();
  const plans = page.getByRole('form', { name: 'Meal plans of Zenana Deluxe Room' });
  await plans.getByRole('checkbox', { name: 'Sell MAP (half board)' }).check();
  await plans.getByLabel('MAP adult a night (₹)').fill('1800');
  await plans.getByLabel('MAP child a night (₹)').fill('900');
  expect(await axe(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/staff-meal-plans-375.png', fullPage: true });
  await plans.getByRole('button', { name: 'Save the meal plans' }).click();
  await expect(page.getByRole('status')).toHaveText(/^Zenana Deluxe Room sells (CP, )?MAP/);
  const row = page.getByRole('row', { name: /Zenana Deluxe Room/ }).first();
  await expect(row).toContainText('MAP');
  const map = (await listing(page, 'Zenana Deluxe Room')).mealPlans.find((p) => p.plan === 'MAP');
  expect(map).toMatchObject({ plan: 'MAP', name: 'Half board', adultPrice: 1_800, childPrice: 900 });

  // The occupancy: a third guest at ₹2,000 a night.
  const form = page.getByRole('form', { name: 'Edit Zenana Deluxe Room' });
  await form.getByLabel('Extra adult a night (₹)').fill('2000');
  await form.getByRole('button', { name: 'Save Zenana Deluxe Room' }).click();
  await expect(page.getByRole('status')).toHaveText('Zenana Deluxe Room saved.');
  expect((await listing(page, 'Zenana Deluxe Room')).extraAdultPrice).toBe(2_000);

  // A season two years ahead, past every date another journey books.
  const first = addDays(dateInZone(new Date(), 'Asia/Kolkata') as IsoDate, 730 + ownNumber('seasons') * 40);
  await page.getByRole('button', { name: 'Edit Zenana Deluxe Room' }).click();
  await page.getByRole('button', { name: 'Add a season' }).click();
  const season = page.getByRole('form', { name: 'Add a season to Zenana Deluxe Room' });
  await season.getByLabel('Season').fill('Winter high season');
  await season.getByLabel('First night', { exact: true }).fill(first);
  await season.getByLabel('Until (the first night after it)').fill(addDays(first, 30));
  await season.getByLabel('Weekday price (₹)').fill('16000');
  await season.getByLabel('Friday and Saturday (₹, optional)').fill('18500');
  await season.getByRole('button', { name: 'Add the season' }).click();
  await expect(page.getByRole('status')).toContainText('Winter high season');
  await expect(page.getByRole('status')).toContainText('added for Zenana Deluxe Room.');
  await expect(page.getByRole('listitem').filter({ hasText: 'Winter high season' })).toContainText(
    '₹16,000 weekdays, ₹18,500 Fri, Sat',
  );
  // The same nights again are refused, in words.
  await page.getByRole('button', { name: 'Add a season' }).click();
  const again = page.getByRole('form', { name: 'Add a season to Zenana Deluxe Room' });
  await again.getByLabel('Season').fill('Festival');
  await again.getByLabel('First night', { exact: true }).fill(addDays(first, 10));
  await again.getByLabel('Until (the first night after it)').fill(addDays(first, 12));
  await again.getByLabel('Weekday price (₹)').fill('20000');
  await again.getByRole('button', { name: 'Add the season' }).click();
  await expect(page.getByRole('status')).toContainText('These nights overlap Winter high season');
  // The browser logs the refusal it was answered (409); it is the only error the page logged.
  expect(consoleErrors.splice(0)).toEqual([
    'Failed to load resource: the server responded with a status of 409 (Conflict)',
  ]);
  expect(await axe(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/staff-seasons-375.png', fullPage: true });
  await again.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Remove Winter high season' }).click();
  await expect(page.getByRole('status')).toContainText('removed for Zenana Deluxe Room.');

  await row.getByText('History').click();
  await expect(row.getByRole('listitem').first()).toContainText('season');

  // Put back as it was, for the journeys that book this room.
  const auth = { authorization: `Bearer ${token}` };
  expect(
    (
      await page.request.put(`/api/staff/catalogue/rooms/${was.id}/meal-plans`, {
        data: {
          plans: was.mealPlans.map(({ plan, adultPrice, childPrice }) => ({ plan, adultPrice, childPrice })),
        },
        headers: auth,
      })
    ).ok(),
  ).toBe(true);
  expect(
    (
      await page.request.put(`/api/rooms/${was.id}`, {
        data: { extraAdultPrice: was.extraAdultPrice },
        headers: auth,
      })
    ).ok(),
  ).toBe(true);
});

test('an admin adds a Lake boat ride at 1440 px; the booking pages’ list offers it; staff read it', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAsStaff(page, 'Meera Admin', 'admin');
  await page.goto('/staff/catalogue');
  await islandsReady(page);
  await page.getByRole('navigation', { name: 'Catalogue' }).getByRole('link', { name: 'Extras' }).click();
  await expect(page).toHaveURL(/\/staff\/catalogue\/extras$/);
  await islandsReady(page);
  const n = ownNumber('extras');
  const name = n === 0 ? 'Lake boat ride' : `Lake boat ride ${n}`;
  await page.getByRole('button', { name: 'Add an extra' }).click();
  const form = page.getByRole('form', { name: 'Add an extra' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Priced').selectOption({ label: 'a guest' });
  await form.getByLabel('Price before GST (₹)').fill('1500');
  await form.getByLabel('Supply (sets its GST)').selectOption({ label: 'Recreation' });
  await form.getByLabel('At most a booking').fill('2');
  await form
    .getByLabel('Description')
    .fill('An hour on Lake Pichola at sundown, past the City Palace ghats.');
  expect(await axe(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/staff-extra-form-1440.png', fullPage: true });
  await form.getByRole('button', { name: 'Add the extra' }).click();
  await expect(page.getByRole('status')).toHaveText(`${name} added.`);
  const row = page.getByRole('row', { name: new RegExp(`^${name}`) });
  await expect(row).toContainText('₹1,500 a guest');
  await expect(row).toContainText('Recreation · SAC 999699 · 18% GST');
  await expect(row).toContainText('on sale');
  expect(await axe(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/staff-extras-1440.png', fullPage: true });

  const offered = async () => (await (await page.request.get('/api/stay-extras')).json()).extras;
  expect((await offered()).find((e: { name: string }) => e.name === name)).toMatchObject({
    priceText: '₹1,500 a guest',
    gst: '+ 18% GST',
    maxQuantity: 2,
  });

  // Staff read the extras, and no button changes one (in a browser of their own: a session is the browser's).
  const staffPage = await browser.newPage({ baseURL: new URL(page.url()).origin });
  await staffPage.setViewportSize({ width: 1440, height: 900 });
  await signInAsStaff(staffPage, 'Ravi Desk', 'staff');
  await staffPage.goto('/staff/catalogue/extras');
  await islandsReady(staffPage);
  await expect(staffPage.getByRole('row', { name: new RegExp(`^${name}`) })).toContainText('₹1,500 a guest');
  await expect(staffPage.getByText('Admins change the extras; you may read them.')).toBeVisible();
  await expect(staffPage.getByRole('button', { name: /^(Edit|Withdraw) / })).toHaveCount(0);
  await staffPage.close();

  // Withdrawn, it is no longer offered; its history says both changes.
  await row.getByRole('button', { name: `Withdraw ${name}` }).click();
  await expect(page.getByRole('status')).toHaveText(`${name} withdrawn.`);
  await expect(row).toContainText('withdrawn');
  expect((await offered()).map((e: { name: string }) => e.name)).not.toContain(name);
  await row.getByText('History').click();
  await expect(row.getByRole('listitem').first()).toContainText('Withdrawn');
  await expect(row.getByRole('listitem').nth(1)).toContainText('Added');
});

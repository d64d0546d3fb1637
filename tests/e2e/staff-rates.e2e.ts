import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { addDays, formatShortNight, type IsoDate, laterDate } from '../../src/lib/dates';
import { formatInr } from '../../src/lib/money';
import { weekdayOf } from '../../src/lib/rates';
import { dateInZone } from '../../src/lib/zones';
import { expect, test } from './fixtures';
import { islandsReady } from './islands';
import { signInAsNewGuest } from './login';
import { signInAsStaff } from './staff-session';

// Issue 43, decision 135: the rate grid's screen. An admin raises the December weekends of a listing by 10% in the
// grid (checked night by night first, from the demo's high-season weekend price or Christmas's), and the room page
// shows a guest the raised price of such a Friday, and the guest's booking of it is priced at it; an admin
// adds a stay rule the grid shows and removes it; staff read the grid and change nothing. Axe-clean at 375 and
// 1440 px, the listing column in view as the nights scroll.

const axe = async (page: Page) =>
  (
    await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      .analyze()
  ).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);

const today = () => dateInZone(new Date(), 'Asia/Kolkata');

/** The coming December (this year's while a Friday of it is still ahead) and its first Friday after today. */
function comingDecember(): { first: IsoDate; last: IsoDate; friday: IsoDate } {
  for (let year = Number(today().slice(0, 4)); ; year++) {
    const first = `${year}-12-01`;
    const last = `${year}-12-31`;
    for (let night = laterDate(first, addDays(today(), 1)); night <= last; night = addDays(night, 1))
      if (weekdayOf(night) === 5) return { first, last, friday: night };
  }
}

/** A price the grid shows ("₹32,000") as paise. */
const paiseOf = (text: string) => Number(text.replace(/[₹,]/g, '')) * 100;

/** The grid's cell of a listing's night, with the grid showing from `shownFrom`. */
const cellOf = (page: Page, listing: string, shownFrom: IsoDate, night: IsoDate) =>
  page
    .getByRole('row', { name: new RegExp(`^${listing}`) })
    .getByRole('cell')
    .nth(Math.round((Date.parse(night) - Date.parse(shownFrom)) / 86_400_000));

// Each width raises its own listing, so the two journeys never read each other's edit.
for (const [width, listing] of [
  [1440, 'Maharaja Suite'],
  [375, 'Rani Mahal Suite'],
] as const) {
  test(`an admin raises ${listing}'s December weekends by 10% at ${width} px, and a guest's Friday is priced so`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    await signInAsStaff(page, 'Nandini Revenue', 'admin');
    await page.goto('/staff/rates');
    await islandsReady(page);
    await expect(
      page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Rates' }),
    ).toHaveAttribute('aria-current', 'page');

    const december = comingDecember();
    const shownFrom = laterDate(december.first, today());
    await page.getByLabel('First night shown').fill(shownFrom);
    await expect(page.getByRole('columnheader', { name: formatShortNight(december.friday) })).toBeVisible();
    const cell = cellOf(page, listing, shownFrom, december.friday);
    const before = paiseOf((await cell.locator('.rate-price').textContent()) ?? '');
    expect(before).toBeGreaterThan(0);
    const after = Math.round((before * 1.1) / 100) * 100;

    const form = page.getByRole('form', { name: 'Change prices' });
    await form.getByLabel('First night').fill(december.first);
    await form.getByLabel('Last night').fill(december.last);
    await form.getByRole('button', { name: 'Fridays and Saturdays only' }).click();
    await expect(form.getByRole('checkbox', { name: 'Monday' })).not.toBeChecked();
    await expect(form.getByRole('checkbox', { name: 'Friday' })).toBeChecked();
    await form.getByRole('checkbox', { name: listing }).check();
    await form.getByLabel('Percentage (e.g. 10 or −15)').fill('10');
    await form.getByLabel('Label (guests do not see it)').fill('December weekends');
    await form.getByRole('button', { name: 'Check the change' }).click();

    // The change is shown night by night before it is applied.
    const check = page.getByRole('region', { name: 'Check the change' });
    await expect(check).toContainText('raised by 10%, labelled “December weekends”');
    await expect(check).toContainText(
      `${formatShortNight(december.friday)}: ${formatInr(before)} → ${formatInr(after)}`,
    );
    expect(await axe(page)).toEqual([]);
    await page.screenshot({ path: `test-results/staff-rates-check-${width}.png`, fullPage: true });
    await check.getByRole('button', { name: /^Apply to \d+ nights$/ }).click();
    await expect(page.getByRole('status').filter({ hasText: 'raised by 10%' })).toContainText(
      `of ${listing} raised by 10%`,
    );
    await expect(cell.locator('.rate-price')).toHaveText(formatInr(after));
    await expect(cell.locator('.rate-source')).toHaveText('December weekends');

    // A stay rule: added, shown on its nights in the grid and in the list, removed.
    const ruleForm = page.getByRole('form', { name: 'Add a stay rule' });
    await ruleForm.getByLabel('Room listing').selectOption({ label: listing });
    await ruleForm.getByLabel('Name (guests read it)').fill('Friday arrivals');
    await ruleForm.getByLabel('First night').fill(december.friday);
    await ruleForm.getByLabel('Last night').fill(december.friday);
    await ruleForm.getByLabel('Shortest stay (nights)').fill('2');
    await ruleForm.getByRole('button', { name: 'Add the rule' }).click();
    const day = `${Number(december.friday.slice(8))} December`;
    await expect(page.getByRole('status').filter({ hasText: 'Rule added' })).toHaveText(
      `Rule added for ${day}.`,
    );
    await expect(cell.getByRole('listitem')).toHaveText('At least 2 nights (Friday arrivals)');
    expect(await axe(page)).toEqual([]);
    await page.screenshot({ path: `test-results/staff-rates-${width}.png`, fullPage: true });

    // The listing's name stays in view as the nights scroll sideways; the page itself does not scroll sideways.
    const grid = page.getByRole('region', { name: /^Each night's price/ });
    await grid.evaluate((el) => {
      el.scrollLeft = 800;
    });
    const gridBox = (await grid.boundingBox())!;
    const nameBox = (await page.getByRole('rowheader', { name: listing }).boundingBox())!;
    expect(Math.abs(nameBox.x - gridBox.x)).toBeLessThan(3);
    await grid.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `test-results/staff-rates-scrolled-${width}.png` });

    await page.getByRole('button', { name: `Remove the rule Friday arrivals, ${day}, ${listing}` }).click();
    await expect(page.getByRole('status').filter({ hasText: 'removed' })).toHaveText(
      `Rule for ${day} removed.`,
    );
    await expect(cell.getByRole('listitem')).toHaveCount(0);

    // The room page shows the raised price for that Friday, and the guest's booking of it is priced so.
    await signInAsNewGuest(page, 'Ira Guest');
    await page.goto(`/room-booking?checkIn=${december.friday}&checkOut=${addDays(december.friday, 1)}`);
    await islandsReady(page);
    await expect(page.getByRole('article', { name: listing })).toContainText(
      `${formatInr(after)} per night + 18% GST`,
    );
    await page.getByRole('button', { name: `Book Now: ${listing}` }).click();
    const modal = page.getByRole('dialog', { name: listing });
    await expect(modal.getByText(`${formatInr(after)} × 1 night`)).toBeVisible();
    await page.screenshot({ path: `test-results/staff-rates-guest-${width}.png` });
  });
}

test('staff read the rate grid at 375 and 1440 px and change nothing', async ({ page }) => {
  test.setTimeout(90_000);
  await signInAsStaff(page, 'Kabir Desk', 'staff');
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/staff/rates');
    await islandsReady(page);
    await expect(page.getByRole('rowheader', { name: 'Heritage Room' })).toBeVisible();
    await expect(page.getByRole('row', { name: /^Heritage Room/ }).getByRole('cell')).toHaveCount(31);
    await expect(page.getByText('Admins change prices and stay rules; you may read them.')).toBeVisible();
    await expect(page.getByRole('form', { name: 'Change prices' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Remove/ })).toHaveCount(0);
    // The next month is a tap away.
    await page.getByRole('button', { name: 'Next 31 nights' }).click();
    await expect(
      page.getByRole('columnheader', { name: formatShortNight(addDays(today(), 31)) }),
    ).toBeVisible();
    expect(await axe(page)).toEqual([]);
    await page.screenshot({ path: `test-results/staff-rates-read-${width}.png`, fullPage: true });
  }
});

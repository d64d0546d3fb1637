import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { addDays, formatHotelDate } from '../../src/lib/dates';
import { dateInZone } from '../../src/lib/zones';
import { expect, test } from './fixtures';
import { islandsReady } from './islands';
import { signInAsStaff } from './staff-session';

// Issue 44, decision 148: the desk closes the day that has ended from the console (asked first, in words), the
// console's first screen counts today, and an admin reads occupancy, ADR and RevPAR day by day and downloads them.
const axeClean = async (page: Page) =>
  expect(
    (
      await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
        .analyze()
    ).violations.map((v) => v.id),
  ).toEqual([]);

test('the night audit closes yesterday at 1440 px; the reports read it at 1024 px', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const today = dateInZone(new Date(), 'Asia/Kolkata');
  const yesterday = addDays(today, -1);
  await signInAsStaff(page, 'Vikram Nights', 'admin');

  await page.goto('/staff');
  await islandsReady(page);
  const counts = page.getByRole('region', { name: /^Today, / });
  await expect(counts.getByRole('link', { name: 'Arrivals' })).toBeVisible();
  await expect(counts.getByText(/^\d+ of \d+ sold, \d+\.\d%$/)).toBeVisible();

  await page.goto('/staff/night-audit');
  await islandsReady(page);
  // A retry finds the day its first attempt closed (read once the screen has read the audit).
  await expect(page.getByText(/^(No day has been closed yet\.|Last closed: )/)).toBeVisible();
  // The cashier's shift below the audit: this admin took nothing at the desk today.
  const shift = page.getByRole('region', { name: "Cashier's shift" });
  await expect(
    shift.getByRole('table', { name: 'By method' }).getByRole('row', { name: /^All / }),
  ).toContainText('₹0');
  await expect(shift.getByText('Nothing was taken or given back at the desk in this shift.')).toBeVisible();
  const closedBefore = (await page.getByText('No day has been closed yet.').count()) === 0;
  if (!closedBefore) {
    await expect(page.getByRole('heading', { name: /^Next to close: / })).toBeVisible();
    await axeClean(page);
    await page.screenshot({ path: 'test-results/night-audit-1440.png', fullPage: true });
    // Asked first; Cancel closes nothing.
    await page.getByRole('button', { name: `Close ${formatHotelDate(yesterday)}` }).click();
    const ask = page.getByRole('dialog', { name: `Close ${formatHotelDate(yesterday)}?` });
    await expect(ask).toContainText("freezes the day's figures. This cannot be undone.");
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await expect(ask).toBeHidden();
    await expect(page.getByText('No day has been closed yet.')).toBeVisible();
    // By keyboard: the button, then the dialog's first button.
    await page.getByRole('button', { name: `Close ${formatHotelDate(yesterday)}` }).focus();
    await page.keyboard.press('Enter');
    await expect(ask).toBeVisible();
    await ask.getByRole('button', { name: 'Close the day' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status')).toContainText(
      new RegExp(`^${formatHotelDate(yesterday)} closed: .* figures frozen\\.$`),
    );
  }
  await expect(
    page.getByText(new RegExp(`^Last closed: ${formatHotelDate(yesterday)}, at .* by Vikram Nights\\.$`)),
  ).toBeVisible();
  await expect(page.getByText(/Every day up to yesterday is closed/)).toBeVisible();

  await page.setViewportSize({ width: 1024, height: 800 });
  await page.goto('/staff/reports');
  await islandsReady(page);
  const report = page.getByRole('region', { name: 'Occupancy, ADR and RevPAR' });
  await report.getByLabel('Month', { exact: true }).fill(yesterday.slice(0, 7));
  const night = report.getByRole('row', {
    name: new RegExp(
      `^${['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'][new Date(`${yesterday}T00:00:00Z`).getUTCDay()]} ${Number(yesterday.slice(8))} `,
    ),
  });
  await expect(night.getByRole('cell').first()).toHaveText('Closed');
  await expect(report.getByRole('term').filter({ hasText: 'RevPAR' })).toBeVisible();
  await axeClean(page);
  await page.screenshot({ path: 'test-results/night-audit-reports-1024.png', fullPage: true });

  const download = page.waitForEvent('download');
  await report.getByRole('button', { name: `performance-${yesterday.slice(0, 7)}.csv` }).click();
  const file = await download;
  const csv = Buffer.concat(await (await file.createReadStream()).toArray()).toString('utf8');
  const lines = csv.split('\r\n');
  expect(lines[0]).toBe(
    'Period,Closed,Rooms available,Rooms sold,Occupancy %,ADR,RevPAR,Room revenue,Rooms,Meal plans,Stay extras,No-shows (kept),Dining,Events,Restaurant bills to rooms,Minibar,Other services to rooms',
  );
  expect(lines.at(-1)).toMatch(
    /^Total,,\d+,\d+,\d+\.\d{2},\d+\.\d{2},\d+\.\d{2},\d+\.\d{2}(,\d+\.\d{2}){9}$/,
  );
});

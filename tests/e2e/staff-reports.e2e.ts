import AxeBuilder from '@axe-core/playwright';
import { addDays } from '../../src/lib/dates';
import { dateInZone } from '../../src/lib/zones';
import { expect, test } from './fixtures';
import { islandsReady } from './islands';
import { ownNights } from './own-data';
import { guestToken, payInSandbox, signInAsStaff } from './staff-session';

// Issue 44, decision 143: an admin reads the month's GSTR-1 in the console and downloads a table for the offline tool.
test("an admin reads this month's GSTR-1 at 1440 px and downloads the advances table as CSV", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  // A stay paid today: its receipt voucher is an advance of this month, not yet invoiced.
  const token = await guestToken(page.request, 'Anjali Report');
  const { rooms } = await (await page.request.get('/api/rooms/getrooms')).json();
  const room = rooms.find((r: { slug: string }) => r.slug === 'heritage-room');
  const night = ownNights();
  const booked = await page.request.post('/api/bookings/create', {
    data: { roomId: room.id, checkInDate: night, checkOutDate: addDays(night, 1), numGuests: 2 },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  await payInSandbox(page.request, token, (await booked.json()).data.id);

  await signInAsStaff(page, 'Meera Accounts', 'admin');
  await page.goto('/staff/reports');
  await islandsReady(page);
  const month = dateInZone(new Date(), 'Asia/Kolkata').slice(0, 7);
  await page.getByLabel('Month').fill(month);
  const words = new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-IN', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  await expect(page.getByRole('heading', { name: `GSTR-1 for ${words}` })).toBeVisible();
  const advances = page.getByRole('row', { name: /^11A: advances received/ });
  expect(Number(await advances.getByRole('cell').first().textContent())).toBeGreaterThan(0);
  expect(
    (
      await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
        .analyze()
    ).violations.map((v) => v.id),
  ).toEqual([]);
  await page.screenshot({ path: 'test-results/staff-reports-1440.png', fullPage: true });

  const download = page.waitForEvent('download');
  await advances.getByRole('button', { name: 'at.csv' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`gstr1-${month}-at.csv`);
  const text = await (await file.createReadStream()).toArray();
  const csv = Buffer.concat(text).toString('utf8');
  expect(csv.split('\r\n')[0]).toBe(
    'Place Of Supply,Rate,Applicable % of Tax Rate,Gross Advance Received,Cess Amount',
  );
  expect(csv).toMatch(/\r\n08-Rajasthan,\d+,,\d+\.\d{2},0\.00\r\n/);
});

test('a plain staff member is told the reports are for admins', async ({ page }) => {
  await signInAsStaff(page, 'Kabir Desk');
  await page.goto('/staff/reports');
  await islandsReady(page);
  await expect(page.getByText(/This screen is for admins/)).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Reports' }),
  ).toHaveCount(0);
});

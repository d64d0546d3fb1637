// Issue 31, items 6 and 14: the /dining form's party size and guest count agree, a party of 15 becomes a
// private-dining request the guest sees awaiting the restaurant (and then its answer), and the menu never leaves
// a fifth card alone on a row.
import type { Page } from '@playwright/test';
import { addDays } from '../../src/lib/dates';
import { dateInZone } from '../../src/lib/zones';
import { expect, test } from './fixtures';
import { islandsReady } from './islands';
import { signInAsNewGuest } from './login';
import { deskToken } from './staff-session';

async function fillDiningForm(page: Page, capacity: string, guests: string) {
  const form = page.getByRole('form', { name: 'Your reservation' });
  await form.getByRole('textbox', { name: 'Phone' }).fill('98290 11111');
  await form.getByRole('textbox', { name: 'Your email', exact: true }).fill('kavya@example.in');
  await form.getByLabel('Date').fill(addDays(dateInZone(new Date(), 'Asia/Kolkata'), 10));
  await form.getByRole('combobox', { name: 'Time of day' }).selectOption('evening');
  await form.getByRole('textbox', { name: 'Special occasion' }).fill('Grandmother’s 80th birthday');
  await form.getByRole('combobox', { name: 'Party size' }).selectOption(capacity);
  await form.getByRole('textbox', { name: 'Email of the guest of honour' }).fill('meera@example.in');
  await form.getByRole('spinbutton', { name: 'Guests' }).fill(guests);
  return form;
}

for (const width of [375, 1440]) {
  test(`at ${width} px a party of 15 sends a private-dining request and sees it awaiting the restaurant`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    await signInAsNewGuest(page, 'Kavya Singh');
    await page.goto('/dining');
    await islandsReady(page);

    // A choice and a count that disagree are refused in words before anything is sent.
    let form = await fillDiningForm(page, '1-5', '9');
    const mismatch =
      'You chose a party of 1–5 guests but entered 9: choose “6–10 guests” or change the number of guests.';
    await expect(form.getByText(mismatch)).toBeVisible();
    await form.getByRole('button', { name: 'Book now' }).click();
    await expect(form.getByRole('alert')).toHaveText(mismatch);
    await expect(page).toHaveURL(/\/dining$/);

    form = await fillDiningForm(page, '11-20', '15');
    await expect(form.getByText(/You chose a party/)).toHaveCount(0);
    await page.screenshot({ path: `/tmp/dp/dining-form-${width}.png`, fullPage: true });
    await form.getByRole('button', { name: 'Send request' }).click();
    const sent = page.getByRole('status').filter({ hasText: 'Request sent' });
    await expect(sent.getByRole('heading', { name: 'Request sent: awaiting the restaurant' })).toBeVisible();
    await expect(sent).toContainText('it awaits their answer');
    await expect(sent).not.toContainText(/confirmed/i);
    const code = (await sent.textContent())?.match(/PDR-[A-Z0-9]+/)?.[0];
    expect(code).toBeTruthy();
    await page.screenshot({ path: `/tmp/dp/dining-sent-${width}.png`, fullPage: true });

    await sent.getByRole('link', { name: 'See your requests' }).click();
    await expect(page).toHaveURL(/\/user-profile\?tab=bookings/);
    const card = page.getByRole('listitem', { name: `Private dining, ${code}` });
    await expect(card).toContainText('Request sent: awaiting the restaurant’s answer');
    await expect(card).toContainText('15 guests');
    await expect(card).not.toContainText(/confirmed/i);
    await page.screenshot({ path: `/tmp/dp/requests-${width}.png`, fullPage: true });

    if (width === 1440) {
      // The hotel answers; the guest reads the answer in the same list.
      const token = await deskToken(page.request);
      const list = await page.request.get('/api/dining/private-requests?status=awaiting', {
        headers: { authorization: `Bearer ${token}` },
      });
      const { requests } = await list.json();
      const mine = requests.find((r: { requestCode: string }) => r.requestCode === code);
      const answered = await page.request.post(`/api/dining/private-requests/${mine.id}/answer`, {
        data: { answer: 'confirmed' },
        headers: { authorization: `Bearer ${token}` },
      });
      expect(answered.status()).toBe(200);
      await page.reload();
      await expect(page.getByRole('listitem', { name: `Private dining, ${code}` })).toContainText(
        'Accepted by the restaurant: they will call you to plan the menu',
      );
    }
  });

  test(`at ${width} px the menu's five dishes leave no card alone on a row`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/dining-menu');
    const cards = page.getByRole('region', { name: 'Our Menu' }).getByRole('article');
    await expect(cards).toHaveCount(5);
    const boxes = await cards.evaluateAll((els) =>
      els.map((el) => {
        const r = el.getBoundingClientRect();
        return { top: Math.round(r.top), left: r.left, width: Math.round(r.width) };
      }),
    );
    const rows = new Map<number, number>();
    for (const b of boxes) rows.set(b.top, (rows.get(b.top) ?? 0) + 1);
    const perRow = [...rows.values()];
    if (width === 375) {
      // One column on a phone: every card the full width, none narrower than another.
      expect(perRow).toEqual([1, 1, 1, 1, 1]);
      expect(new Set(boxes.map((b) => b.width)).size).toBe(1);
    } else {
      // Three over two, the two centred under the three at the same width.
      expect(perRow).toEqual([3, 2]);
      expect(new Set(boxes.map((b) => b.width)).size).toBe(1);
      const [, , , fourth, fifth] = boxes;
      const grid = await page
        .getByRole('region', { name: 'Our Menu' })
        .getByRole('article')
        .first()
        .evaluate((el) => {
          const r = el.parentElement!.getBoundingClientRect();
          return { left: r.left, right: r.right };
        });
      expect(Math.abs(fourth!.left - grid.left - (grid.right - fifth!.left - fifth!.width))).toBeLessThan(2);
    }
    await cards.first().scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/dp/menu-${width}.png`, fullPage: true });
  });
}

test('at 800 px the menu shows two dishes a row and centres the fifth under them', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 900 });
  await page.goto('/dining-menu');
  const cards = page.getByRole('region', { name: 'Our Menu' }).getByRole('article');
  await expect(cards).toHaveCount(5);
  const boxes = await cards.evaluateAll((els) =>
    els.map((el) => {
      const r = el.getBoundingClientRect();
      const g = el.parentElement!.getBoundingClientRect();
      return { top: Math.round(r.top), centre: r.left + r.width / 2, gridCentre: g.left + g.width / 2 };
    }),
  );
  const rows = new Map<number, number>();
  for (const b of boxes) rows.set(b.top, (rows.get(b.top) ?? 0) + 1);
  expect([...rows.values()]).toEqual([2, 2, 1]);
  expect(Math.abs(boxes[4]!.centre - boxes[4]!.gridCentre)).toBeLessThan(2);
});

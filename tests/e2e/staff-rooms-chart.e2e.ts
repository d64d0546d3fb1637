import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { islandsReady } from './islands';
import { registerEveryAdult } from './registration';
import { paidStayToday, signInAsStaff } from './staff-session';

// Issue 44 (decision 144): the rooms chart shows a stay as a bar with its guest's name, moves it to another room by
// keyboard and by dragging, each asked for in words, and swaps two stays' rooms by dragging one onto the other's
// (decision 154); the room a guest checks out of is dirty on the chart and on
// Today; a housekeeper, who sees only housekeeping, cleans and inspects it. Axe-clean at 1440 and 1024 px.
const WIDTHS = [1440, 1024] as const;

const axeClean = (page: Page) =>
  expect(
    new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      .analyze()
      .then((r) => r.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)),
  ).resolves.toEqual([]);

for (const width of WIDTHS) {
  test(`the rooms chart moves a stay, housekeeping cleans its room, at ${width} px`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: 900 });
    const guest = `Meera Chart${width}`;
    const listing = width === 1440 ? 'maharaja-suite' : 'zenana-deluxe';
    const { bookingId: stayId } = await paidStayToday(page.request, guest, listing, 2);

    const desk = await signInAsStaff(page, 'Front Desk');
    const deskHeaders = { authorization: `Bearer ${desk.token}` };
    const roomOf = async (id = stayId) => {
      const chart = await (await page.request.get('/api/staff/chart', { headers: deskHeaders })).json();
      for (const type of chart.listings)
        for (const unit of type.units)
          if (unit.stays.some((s: { id: string }) => s.id === id)) return unit.roomNumber as string;
      throw new Error('the stay is not on the chart');
    };
    await page.goto('/staff/chart');
    await islandsReady(page);
    const bar = page.getByRole('button', { name: new RegExp(`^${guest} · Confirmed`) });
    await expect(bar).toBeVisible();
    const first = await roomOf();
    await expect(page.getByRole('row', { name: new RegExp(`^${first} `) })).toContainText(guest);
    await axeClean(page);
    await page.screenshot({ path: `test-results/staff-chart-${width}.png`, fullPage: true });

    // By keyboard: choose the bar, the down key picks the next room that can take it, Enter asks, confirm.
    await bar.focus();
    await page.keyboard.press('Enter');
    await expect(bar).toHaveAttribute('aria-pressed', 'true');
    const picked = page.getByRole('region', { name: 'Selected stay' });
    await expect(picked.getByRole('link', { name: 'Open the booking' })).toHaveAttribute(
      'href',
      `/staff/booking?id=${stayId}`,
    );
    await page.keyboard.press('ArrowDown');
    const target = page.getByRole('row', { name: /move here/ });
    await expect(target).toHaveCount(1);
    const second = ((await target.getByRole('rowheader').textContent()) ?? '').split(/\s/)[0]!;
    expect(second).not.toBe(first);
    await page.keyboard.press('Enter');
    const asking = page.getByRole('dialog', { name: `Move ${guest} to Room ${second}` });
    await expect(asking).toContainText(
      new RegExp(
        `^Move.*Moves ${guest} \\(PAL-[A-Z0-9-]+, .+\\) from Room ${first} to Room ${second}\\. The price stays ₹[\\d,]+ as booked`,
      ),
    );
    await axeClean(page);
    await page.screenshot({ path: `test-results/staff-chart-move-${width}.png` });
    await asking.getByRole('button', { name: 'Move' }).click();
    await expect(page.getByRole('status')).toContainText(`Moved ${guest} (PAL-`);
    await expect(page.getByRole('row', { name: new RegExp(`^${second} `) })).toContainText(guest);
    expect(await roomOf()).toBe(second);

    // By dragging the bar onto a free room of its type (back to the first, free again).
    await page.getByRole('button', { name: new RegExp(`^${guest} · Confirmed`) }).dragTo(
      page
        .getByRole('row', { name: new RegExp(`^${first} `) })
        .locator('td')
        .last(),
    );
    const dragged = page.getByRole('dialog', { name: `Move ${guest} to Room ${first}` });
    await dragged.getByRole('button', { name: 'Move' }).click();
    await expect(page.getByRole('status')).toContainText(`to Room ${first}; the price stays`);
    expect(await roomOf()).toBe(first);

    // A second guest arrives for the same nights: dragged onto her room, the two stays swap rooms at once, with no
    // third room needed; dragged back, they swap again.
    const other = `Kavya Swap${width}`;
    const { bookingId: otherId } = await paidStayToday(page.request, other, listing, 2);
    const hers = await roomOf(otherId);
    await page.reload();
    await islandsReady(page);
    const swapInto = async (room: string, mine: string, theirs: string) => {
      await page.getByRole('button', { name: new RegExp(`^${guest} · Confirmed`) }).dragTo(
        page
          .getByRole('row', { name: new RegExp(`^${room} `) })
          .locator('td')
          .last(),
      );
      const swapping = page.getByRole('dialog', { name: `Swap the rooms of ${guest} and ${other}` });
      await expect(swapping).toContainText(
        new RegExp(
          `Moves ${guest} \\(PAL-[A-Z0-9-]+, .+\\) from Room ${mine} to Room ${theirs}, and ${other} \\(PAL-[A-Z0-9-]+, .+\\) from Room ${theirs} to Room ${mine}, at once\\. Each price stays as booked`,
        ),
      );
      await axeClean(page);
      await swapping.getByRole('button', { name: 'Swap' }).click();
      await expect(page.getByRole('status')).toContainText(`Swapped rooms: ${guest} (PAL-`);
      expect(await roomOf()).toBe(theirs);
      expect(await roomOf(otherId)).toBe(mine);
    };
    await swapInto(hers, first, hers);
    await page.screenshot({ path: `test-results/staff-chart-swapped-${width}.png`, fullPage: true });
    await swapInto(first, hers, first);

    // The guest checks in (registered first, decision 146) and out at the desk: the room is dirty on the chart and
    // on Today.
    await registerEveryAdult(page.request, stayId);
    for (const arrival of ['check_in', 'check_out']) {
      const marked = await page.request.post(`/api/staff/bookings/${stayId}/arrival`, {
        data: { arrival },
        headers: deskHeaders,
      });
      expect(marked.status(), await marked.text()).toBe(200);
    }
    await page.reload();
    await islandsReady(page);
    await expect(page.getByRole('rowheader', { name: new RegExp(`^${first} Dirty`) })).toBeVisible();
    await page.goto('/staff/today');
    await islandsReady(page);
    await expect(
      page.getByRole('region', { name: /^Arrivals/ }).getByRole('row', { name: new RegExp(guest) }),
    ).toContainText(`${first} Dirty`);

    // A housekeeper sees housekeeping only, and cleans then inspects the room.
    await signInAsStaff(page, 'Lata Housekeeping', 'housekeeper');
    await page.goto('/staff/chart');
    await islandsReady(page);
    await expect(page.getByRole('alert')).toContainText('This screen is for the front desk.');
    await page.getByRole('link', { name: 'Go to housekeeping' }).click();
    await islandsReady(page);
    await expect(page.getByRole('navigation', { name: 'Console' }).getByRole('link')).toHaveText([
      'Console',
      'Housekeeping',
    ]);
    const row = page.getByRole('row', { name: new RegExp(`^${first} `) });
    await expect(row).toContainText('Dirty');
    await axeClean(page);
    await page.screenshot({ path: `test-results/staff-housekeeping-${width}.png`, fullPage: true });
    await row.getByRole('button', { name: `Room ${first}: clean` }).click();
    await expect(page.getByRole('status')).toHaveText(`Room ${first} is clean.`);
    await row.getByRole('button', { name: `Room ${first}: inspected` }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status')).toHaveText(`Room ${first} is inspected.`);
    await expect(row).toContainText('Inspected');
    await expect(row.getByRole('button', { name: `Room ${first}: clean` })).toHaveCount(0);
  });
}

import { addDays } from '../../src/lib/dates';
import { formatInr } from '../../src/lib/money';
import { dateInZone } from '../../src/lib/zones';
import { expect, test } from './fixtures';
import { deskToken } from './staff-session';

// Issue 43, decisions 136 and 149: a guest opens the price calendar of /room-booking's search, sees each date's
// lowest price a night and that a stay over New Year's Eve is at least 3 nights (the demo's own rule, every year), picks an arrival and a departure, and the
// search answers for those dates. At a phone's width and a desktop's.
const today = () => dateInZone(new Date(), 'Asia/Kolkata');
/** The next New Year's Eve within the bookable year (today to a year ahead). */
const newYearsEve = () => {
  const year = Number(today().slice(0, 4));
  return today() <= `${year}-12-31` ? `${year}-12-31` : `${year + 1}-12-31`;
};
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const title = (date: string) => `${MONTHS[Number(date.slice(5, 7)) - 1]} ${date.slice(0, 4)}`;

for (const [width, height] of [
  [375, 812],
  [1440, 900],
] as const) {
  test(`a guest sees the prices by date and New Year's minimum stay, and picks dates (${width} px)`, async ({
    page,
    request,
  }, testInfo) => {
    const eve = newYearsEve();
    // The demo's New Year's Eve as the rate grid has it: each listing's night at its own New Year's Eve price, and
    // the hotel's rule over it. The picker shows the lowest of them.
    const grid = await (
      await request.get(`/api/staff/rates?from=${eve}&to=${addDays(eve, 1)}`, {
        headers: { authorization: `Bearer ${await deskToken(request)}` },
      })
    ).json();
    const listings = grid.listings as {
      name: string;
      nights: { pricePaise: number; label: string | null }[];
    }[];
    // (The rate grid's journey may raise a suite's December weekends over it; the Heritage Room's is the demo's.)
    expect(listings.find((l) => l.name === 'Heritage Room')!.nights[0]!.label).toBe("New Year's Eve");
    const lowest = Math.min(...listings.map((l) => l.nights[0]!.pricePaise));
    expect((grid.rules as { says: string[] }[]).flatMap((r) => r.says)).toContain('At least 3 nights');
    await page.setViewportSize({ width, height });
    await page.goto('/room-booking');
    const opener = page.getByRole('button', { name: 'Prices by date' });
    await opener.click();
    await expect(opener).toHaveAttribute('aria-expanded', 'true');
    const picker = page.getByRole('group', { name: 'Prices by date' });
    await expect(picker.getByRole('heading', { name: title(today()) })).toBeVisible();
    // Each date the hotel sells from today on carries its lowest price a night.
    const tomorrow = picker.locator(`[data-date="${addDays(today(), 1)}"]`);
    if (addDays(today(), 1).slice(0, 7) === today().slice(0, 7))
      await expect(tomorrow).toHaveAttribute('aria-label', /, from ₹[\d,]+ a night/);
    if (addDays(today(), -1).slice(0, 7) === today().slice(0, 7))
      await expect(picker.locator(`[data-date="${addDays(today(), -1)}"]`)).toHaveAttribute(
        'aria-disabled',
        'true',
      );
    // Keyboard: the arrows move between dates.
    const focused = await page.evaluate(() => (document.activeElement as HTMLElement).dataset.date);
    expect(focused).toBeTruthy();
    await page.keyboard.press('ArrowRight');
    expect(await page.evaluate(() => (document.activeElement as HTMLElement).dataset.date)).toBe(
      addDays(focused!, 1),
    );

    while (!(await picker.getByRole('heading', { name: title(eve) }).isVisible()))
      await picker.getByRole('button', { name: 'Next month' }).click();
    const eveButton = picker.locator(`[data-date="${eve}"]`);
    await expect(eveButton).toHaveAttribute(
      'aria-label',
      new RegExp(
        `^\\w+day 31 December, from ${formatInr(lowest)} a night, at least 3 nights, A stay over New Year's Eve \\(31 December\\) is at least 3 nights\\.$`,
      ),
    );
    await expect(eveButton).toContainText('3+');
    await page.screenshot({ path: testInfo.outputPath(`price-calendar-${width}.png`) });

    await eveButton.click();
    await expect(picker.getByRole('status')).toContainText('Now choose your departure');
    await picker.getByRole('button', { name: 'Next month' }).click();
    const newYear = addDays(eve, 2);
    await expect(picker.locator(`[data-date="${newYear}"]`)).toHaveAttribute(
      'aria-label',
      /too short: at least 3 nights/,
    );
    await picker.locator(`[data-date="${addDays(eve, 3)}"]`).click();
    await expect(picker).toBeHidden();
    await expect(page.getByLabel('Check-in')).toHaveValue(eve);
    await expect(page.getByLabel('Check-out')).toHaveValue(addDays(eve, 3));
    await expect(page).toHaveURL(new RegExp(`checkIn=${eve}&checkOut=${addDays(eve, 3)}`));
    await expect(page.getByRole('article').first()).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`price-calendar-${width}-chosen.png`) });
  });
}

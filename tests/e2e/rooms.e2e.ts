import { addDays } from '../../src/lib/dates';
import { dateInZone } from '../../src/lib/zones';
import { expect, test } from './fixtures';
import { islandsReady } from './islands';
import { inr, nightPrice, withRoomGst } from './night-prices';
import { clearOfNewYear } from './own-data';

const today = () => dateInZone(new Date(), 'Asia/Kolkata');

test.describe('the room browsing page, logged out', () => {
  test('paints the rooms in the HTML the server sends, before any script runs', async ({ request }) => {
    const html = await (await request.get('/room-booking')).text();
    for (const name of ['Heritage Room', 'Deluxe King Room', 'Rani Mahal Suite'])
      expect(html).toContain(name);
    expect(html).toContain('Login to Book');
    // Each listing at its price tonight, by the hotel's calendar (the spec's `price`).
    const { rooms } = await (await request.get('/api/rooms/getrooms')).json();
    const deluxe = rooms.find((r: { name: string }) => r.name === 'Deluxe King Room');
    expect(html).toContain(inr(deluxe.price));
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('still shows every room with its price', async ({ page }) => {
      await page.goto('/room-booking');
      await expect(page.getByRole('heading', { level: 3 })).toHaveCount(6);
      await expect(page.getByRole('heading', { name: 'Maharaja Suite' })).toBeVisible();
    });

    test('searches with the form the server answers: dates, steppers, chips and Login to Book', async ({
      page,
    }) => {
      await page.goto('/room-booking');
      const checkIn = clearOfNewYear(addDays(today(), 30), 2);
      await page.getByLabel('Check-in').fill(checkIn);
      await page.getByLabel('Check-out').fill(addDays(checkIn, 2));
      await page.getByRole('button', { name: 'Check availability' }).click();
      await expect(page).toHaveURL(new RegExp(`checkIn=${checkIn}&checkOut=${addDays(checkIn, 2)}`));
      const guests = page.getByRole('group', { name: 'Guests' });
      for (const shown of ['2', '3']) {
        await guests.getByRole('button', { name: 'More guests' }).click();
        await expect(guests.locator('output')).toHaveText(shown);
      }
      await expect(page.getByLabel('Check-in')).toHaveValue(checkIn);
      await expect(page.getByRole('article', { name: 'Heritage Room' })).toContainText(
        'Sleeps 2: choose 2 rooms.',
      );
      await page.getByRole('group', { name: 'Rooms' }).getByRole('button', { name: 'More rooms' }).click();
      await expect(page.getByRole('group', { name: 'Rooms' }).locator('output')).toHaveText('2');
      await expect(page.getByRole('article', { name: 'Heritage Room' })).not.toContainText('Sleeps 2');

      await page.getByRole('button', { name: 'Suite', exact: true }).click();
      await expect(page.getByRole('button', { name: 'Suite', exact: true })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      const list = page.getByRole('region', { name: 'All rooms' });
      await expect(list.getByRole('heading', { level: 3 })).toHaveText([
        'Maharaja Suite',
        'Rani Mahal Suite',
      ]);
      await expect(guests.locator('output')).toHaveText('3');

      await page.getByRole('button', { name: 'Login to Book' }).first().click();
      await expect(page).toHaveURL(/\/login\?next=%2Froom-booking%3F/);
    });

    test('says why dates cannot be searched, and shows tonight instead', async ({ page }) => {
      const past = addDays(today(), -3);
      await page.goto(`/room-booking?checkIn=${past}&checkOut=${addDays(past, 1)}`);
      await expect(page.getByRole('alert')).toHaveText('Arrival must be today or later.');
      await expect(page.getByLabel('Check-in')).toHaveValue(today());
      await expect(page.getByRole('heading', { level: 3 })).toHaveCount(6);
    });
  });

  test('filters by type with the chips and reads dates from the query string', async ({ page }) => {
    const checkIn = clearOfNewYear(addDays(today(), 20), 2);
    const checkOut = addDays(checkIn, 2);
    await page.goto(`/room-booking?checkIn=${checkIn}&checkOut=${checkOut}`);
    await islandsReady(page);
    await expect(page.getByLabel('Check-in')).toHaveValue(checkIn);
    await expect(page.getByLabel('Check-out')).toHaveValue(checkOut);
    const list = page.getByRole('region', { name: 'All rooms' });
    await expect(list.getByRole('heading', { level: 3 })).toHaveCount(6);
    await page.getByRole('button', { name: 'Suite', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Suite', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(list.getByRole('heading', { level: 3 })).toHaveText(['Maharaja Suite', 'Rani Mahal Suite']);
    await page.getByRole('button', { name: 'All Rooms' }).click();
    await expect(list.getByRole('heading', { level: 3 })).toHaveCount(6);
  });

  test("takes the home search strip's adults and children as its guests", async ({ page }) => {
    const checkIn = clearOfNewYear(addDays(today(), 25), 2);
    await page.goto(
      `/room-booking?checkIn=${checkIn}&checkOut=${addDays(checkIn, 2)}&adults=2&children=1&rooms=1`,
    );
    await islandsReady(page);
    await expect(page.getByLabel('Check-in')).toHaveValue(checkIn);
    await expect(page.getByRole('group', { name: 'Guests' }).locator('output')).toHaveText('3');
  });

  test('keeps the guest counter at least 1 and at most the largest room', async ({ page }) => {
    await page.goto('/room-booking');
    await islandsReady(page);
    const counter = page.getByRole('group', { name: 'Guests' });
    await expect(counter.getByRole('button', { name: 'Fewer guests' })).toBeDisabled();
    const more = counter.getByRole('button', { name: 'More guests' });
    for (let i = 0; i < 3; i++) await more.click();
    await expect(counter.locator('output')).toHaveText('4');
    await expect(more).toBeDisabled();
  });

  test('changing dates rechecks availability in place and keeps them in the address', async ({ page }) => {
    await page.goto('/room-booking');
    await islandsReady(page);
    // A mark on this very page: a page loaded anew would not have it.
    await page.evaluate(() => document.documentElement.setAttribute('data-same-page', ''));
    const checkIn = addDays(today(), 40);
    await page.getByLabel('Check-in').fill(checkIn);
    await expect(page).toHaveURL(new RegExp(`checkIn=${checkIn}`));
    await expect(page.getByLabel('Check-out')).toHaveValue(addDays(checkIn, 1));
    // A date the hotel cannot book is refused in words, and the list stays the one last answered.
    await page.getByLabel('Check-in').fill(addDays(today(), -1));
    await expect(
      page.getByRole('alert').filter({ hasText: 'Arrival must be today or later.' }),
    ).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`checkIn=${checkIn}`));
    await expect(page.getByRole('region', { name: 'All rooms' }).getByRole('article')).toHaveCount(6);
    await expect(page.locator('html[data-same-page]'), 'answered without leaving the page').toHaveCount(1);
  });

  test('asks a logged-out guest to log in to book or favorite', async ({ page }) => {
    await page.goto('/room-booking');
    await islandsReady(page);
    await page.getByRole('button', { name: 'Add Deluxe King Room to favorites' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please log in to add favorites' })).toBeVisible();
    await page.getByRole('button', { name: 'Login to Book' }).first().click();
    await expect(page).toHaveURL(/\/login\?next=%2Froom-booking/);
    await expect(page.getByRole('alert').filter({ hasText: 'Please log in to book a room' })).toBeVisible();
  });
});

test.describe('the reservation form', () => {
  test('can be filled and checked by keyboard alone, and asks a logged-out guest to log in', async ({
    page,
    request,
  }) => {
    await page.goto('/booknow');
    await islandsReady(page);
    const arrival = clearOfNewYear(addDays(today(), 60));
    // The first suite's night at the calendar's price (the Maharaja Suite's), taxed at 18%; PALACE10 takes 10% off.
    const price = await nightPrice(request, 'Maharaja Suite', arrival);
    const [y, m, d] = arrival.split('-');
    await page.getByLabel('Arrival').focus();
    await page.keyboard.type(`${m}${d}${y}`);
    await expect(page.getByLabel('Arrival')).toHaveValue(arrival);
    await expect(page.getByLabel('Departure')).toHaveValue(addDays(arrival, 1));

    const book = page.getByRole('button', { name: 'Book Now' });
    await expect(book).toBeDisabled();
    await page.getByLabel('Room type').focus();
    await page.keyboard.press('ArrowDown'); // Deluxe → Suite
    await expect(page.getByLabel('Room type')).toHaveValue('suite');
    await expect(page.getByText(/rooms free for your dates/)).toBeVisible();

    await page.getByLabel('Room', { exact: true }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByLabel('Room', { exact: true })).not.toHaveValue('');
    await expect(page.getByTestId('reservation-total')).toHaveText(inr(withRoomGst(price)));
    await expect(page.getByTestId('reservation-total-taxable')).toHaveText(inr(price));

    await page.getByLabel('Code type').focus();
    await page.keyboard.press('ArrowDown'); // Promo
    await expect(book).toBeDisabled();
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Discount code')).toBeFocused();
    await page.keyboard.type('palace10');
    await page.keyboard.press('Tab');
    await expect(page.getByText('PALACE10: 10% off')).toBeVisible();
    await expect(page.getByTestId('reservation-total')).toHaveText(inr(withRoomGst(price * 0.9)));
    await expect(book).toBeFocused();
    await expect(book).toBeEnabled();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/login\?next=%2Fbooknow/);
    await expect(
      page.getByRole('alert').filter({ hasText: 'Please log in to make a booking' }),
    ).toBeVisible();
  });

  test("asks each child's age under the hotel's bands, and prices the stay with them", async ({ page }) => {
    await page.goto('/booknow');
    await islandsReady(page);
    await page.getByLabel('Arrival').fill(clearOfNewYear(addDays(today(), 61)));
    await page.getByLabel('Room type').selectOption('suite');
    await page.getByLabel('Children').selectOption('2');
    const ages = page.getByRole('group', { name: "Children's ages" });
    await expect(ages).toContainText('Children 0–5 stay free, 6–11 at the child rate.');
    await expect(ages.getByRole('combobox')).toHaveCount(2);
    await page.getByLabel('Age of child 1').selectOption('8');
    await page.getByLabel('Age of child 2').selectOption('0');
    const quoted = page.waitForRequest(
      (request) =>
        request.method() === 'POST' &&
        /quote/.test(request.url()) &&
        /child_ages/.test(request.postData() ?? ''),
    );
    await expect(page.getByText(/rooms free for your dates/)).toBeVisible();
    await page.getByLabel('Room', { exact: true }).selectOption({ index: 1 });
    expect((await quoted).postDataJSON()).toMatchObject({ adults: 2, children: 2, child_ages: [8, 0] });
    await expect(page.getByTestId('reservation-total')).toBeVisible();
    // Fewer children keep the ages of those left.
    await page.getByLabel('Children').selectOption('1');
    await expect(ages.getByRole('combobox')).toHaveCount(1);
    await expect(page.getByLabel('Age of child 1')).toHaveValue('8');
  });
});

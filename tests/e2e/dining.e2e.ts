import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { addDays, formatShortNight } from '../../src/lib/dates';
import { dateInZone } from '../../src/lib/zones';
import { expect, test } from './fixtures';
import { islandsReady } from './islands';
import { countShifts, shiftsSoFar } from './layout-shifts';
import { signInAsNewGuest } from './login';
import { expectToast } from './toasts';

/** React's client: the dining menu fetches it only when a signed-in guest asks for a table (decision 130). */
const REACT_CLIENT = /\/_astro\/client\.[\w-]+\.js$/;

/** Today in Udaipur if a table for 4 is still open tonight, else tomorrow; and the first open time then. */
async function tonightOrTomorrow(page: Page): Promise<{ date: string; time: string }> {
  const today = dateInZone(new Date(), 'Asia/Kolkata');
  for (const date of [today, addDays(today, 1)]) {
    const { slots } = await (await page.request.get(`/api/dining/slots?date=${date}&partySize=4`)).json();
    const open = slots.find((s: { open: boolean; time: string }) => s.open && s.time >= '18:00');
    if (open) return { date, time: open.time };
  }
  throw new Error('no open table tonight or tomorrow evening');
}

const slotLabel = (time: string) => {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return `${h % 12 || 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
};

test('a logged-out guest sees the menu in the HTML and Login to Book, which goes to the login page', async ({
  page,
}) => {
  // The menu hydrates when the browser is idle: on a busy machine that can take a while.
  test.setTimeout(60_000);
  const html = await (await page.request.get('/dining-menu')).text();
  expect(html).toContain('Galouti Kebab');
  expect(html).toContain('Open today 11:30 AM - 10:00 PM');
  await page.goto('/dining-menu');
  await islandsReady(page);
  const card = page.getByRole('region', { name: 'Our Menu' }).getByRole('article').first();
  await card.getByRole('button', { name: /^Add .* to favorites$/ }).click();
  await expectToast(page, 'Please login first to add favorites', 'alert');
  await card.getByRole('button', { name: /^Like / }).click();
  await expectToast(page, 'Please login first to like a dish', 'alert');
  await page.getByRole('button', { name: 'Login to Book' }).click();
  await expect(page).toHaveURL(/\/login\?next=%2Fdining-menu/);
  await expectToast(page, 'Please login first to book a table', 'alert');
});

test('a search typed and Login to Book pressed before the menu’s script has started both count', async ({
  page,
}) => {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  // The menu's page script, held back as a slow phone would.
  await page.route(/\/_astro\/dining-menu\.[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/dining-menu');
  await page.getByRole('searchbox', { name: 'Search' }).fill('paneer');
  await expect(page.locator('[data-dining-menu][data-ready]')).toHaveCount(0);
  release();
  await expect(page.getByTestId('menu-count')).toHaveText('2 dishes matching “paneer”');
  await expect(page.getByRole('region', { name: 'Our Menu' }).getByRole('article')).toHaveCount(2);

  await page.unroute(/\/_astro\/dining-menu\.[\w-]+\.js$/);
  await page.route(/\/_astro\/dining-menu\.[\w-]+\.js$/, () => {});
  await page.goto('/dining-menu');
  // A plain form until the script runs: it asks the guest to log in and comes back here.
  await page.getByRole('button', { name: 'Login to Book' }).click();
  await expect(page).toHaveURL(/\/login\?next=%2Fdining-menu$/);
});

for (const width of [412, 1440]) {
  test(`a signed-in guest's menu does not move as its script starts (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 823 });
    await signInAsNewGuest(page, 'Kavya Rao');
    await page.addInitScript(countShifts);
    await page.goto('/dining-menu');
    await islandsReady(page);
    await expect(page.getByRole('button', { name: 'Book a Table' })).toBeVisible();
    const shift = await shiftsSoFar(page);
    console.log(`/dining-menu at ${width} px: layout shift ${shift.toFixed(3)}`);
    expect(shift, 'layout shift as the menu woke').toBeLessThan(0.01);
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the menu is searched, filtered and paged by the server', async ({ page }) => {
    await page.goto('/dining-menu');
    const menu = page.getByRole('region', { name: 'Our Menu' });
    await expect(menu.getByRole('article')).toHaveCount(5);
    await expect(page.getByTestId('menu-count')).toHaveText(/^\d+ dishes$/);
    await menu.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(menu.getByText(/^Page 2 of \d+$/)).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Previous' })).toBeEnabled();

    await page.getByLabel('Category').selectOption('Mains');
    await page.getByRole('searchbox', { name: 'Search' }).fill('paneer');
    await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
    await expect(page.getByTestId('menu-count')).toHaveText('1 dish in Mains matching “paneer”');
    await expect(menu.getByRole('article')).toHaveCount(1);
    await expect(menu.getByRole('article', { name: 'Paneer Lababdar' })).toBeVisible();
    await expect(menu.getByRole('navigation', { name: 'Menu pages' })).toBeHidden();
  });
});

test('a guest searches, filters, likes a dish, books a table with a coupon, pays and earns 10 coins', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAsNewGuest(page, 'Meera Shah');
  const react: string[] = [];
  page.on('request', (request) => {
    if (REACT_CLIENT.test(request.url())) react.push(request.url());
  });
  await page.goto('/dining-menu');
  await islandsReady(page);
  await expect(page.getByRole('button', { name: 'Book a Table' })).toBeVisible();

  const heart = page
    .getByRole('region', { name: "Today's Specials" })
    .getByRole('button', { name: 'Add Galouti Kebab to favorites' });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expectToast(page, 'Added to favorites!');
  await expect(heart).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('searchbox', { name: 'Search' }).fill('paneer');
  await expect(page.getByTestId('menu-count')).toHaveText('2 dishes matching “paneer”');
  await page.getByLabel('Category').selectOption('Mains');
  await expect(page.getByTestId('menu-count')).toHaveText('1 dish in Mains matching “paneer”');
  const menu = page.getByRole('region', { name: 'Our Menu' });
  const card = menu.getByRole('article', { name: 'Paneer Lababdar' });
  await expect(card).toBeVisible();

  await card.getByRole('button', { name: /^Like Paneer Lababdar/ }).click();
  await expect(page.getByText('Thank you for the love!')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Most Loved This Week' })).toContainText('Paneer Lababdar');

  const { date, time } = await tonightOrTomorrow(page);
  expect(react, 'React is fetched only when a table is asked for').toEqual([]);
  await card.getByRole('button', { name: 'Reserve a table with Paneer Lababdar' }).click();
  const modal = page.getByRole('dialog', { name: 'Book a Table' });
  await expect(modal.getByText('Paneer Lababdar', { exact: true })).toBeVisible();
  await modal.getByLabel('Date').fill(date);
  await modal.getByLabel('Party size').selectOption('4');
  // The price shows as the party changes, before a time or anything else is chosen (issue 45): ₹845 × 4 + 18% GST.
  await expect(modal.getByTestId('table-party-price')).toHaveText(
    '₹3,988.40 with GST for 4 guests: Paneer Lababdar at ₹845 a guest',
  );
  const confirm = modal.getByRole('button', { name: 'Confirm Booking' });
  await expect(confirm).toBeDisabled();
  await modal
    .getByRole('group', { name: 'Time' })
    .getByRole('radio', { name: slotLabel(time) })
    .check();

  await modal.getByRole('button', { name: 'Apply' }).click();
  await expect(modal.getByText('Please enter a coupon code')).toBeVisible();
  await modal.getByLabel('Coupon code').fill('NOSUCHCODE');
  await modal.getByRole('button', { name: 'Apply' }).click();
  await expect(modal.getByRole('alert')).toHaveText('Invalid or expired coupon code');
  await modal.getByLabel('Coupon code').fill('feast500');
  await modal.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Coupon applied successfully!')).toBeVisible();
  // ₹845 × 4 guests, ₹500 off, with the restaurant's 18% GST.
  await expect(modal.getByTestId('table-total-taxable')).toHaveText('₹2,880');
  await expect(modal.getByTestId('table-total')).toHaveText('₹3,398.40');
  await confirm.click();

  await expect(modal.getByText('Reservation pending to payments')).toBeVisible();
  const pay = page.getByRole('dialog', { name: 'Complete Payment' });
  await expect(pay.getByTestId('pay-total')).toHaveText('₹3,398.40');
  await expect(pay).toContainText('FEAST500');
  await pay.getByRole('button', { name: 'Confirm Booking' }).click();

  await expect(page).toHaveURL(/\/menu-booking-details\?id=/);
  const panel = page.getByRole('complementary', { name: 'Payment summary' });
  await expect(panel.getByText('Pending payment')).toBeVisible();
  await panel.getByRole('button', { name: 'Pay ₹3,398.40' }).click();
  const checkout = page.getByRole('dialog', { name: 'The Supar Palace' });
  await checkout.getByRole('button', { name: /^Pay ₹3,398.40/ }).click();
  const success = page.getByRole('dialog', { name: 'Booking Successful!' });
  await expect(success).toBeVisible();
  await expect(panel.getByText('Confirmed', { exact: true })).toBeVisible();

  const token = await page.evaluate(() => localStorage.getItem('token'));
  const profile = await (
    await page.request.get('/api/auth/profile', { headers: { authorization: `Bearer ${token}` } })
  ).json();
  expect((profile.user ?? profile).wallet_balance).toBe(10);
  await success.getByRole('button', { name: 'Go to Home Page' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('late in the evening the table modal opens on tomorrow, and says why today cannot be booked', async ({
  page,
}) => {
  await signInAsNewGuest(page, 'Kabir Rao');
  const today = dateInZone(new Date(), 'Asia/Kolkata');
  const tomorrow = addDays(today, 1);
  // The server answers with its own clock; here today's answer is the one it gives after 20:30 in Udaipur,
  // every time closed as too soon to book.
  await page.route('**/api/dining/slots?*', async (route) => {
    if (new URL(route.request().url()).searchParams.get('date') !== today) return route.continue();
    const response = await route.fetch();
    const answer = await response.json();
    answer.slots = answer.slots.map((s: object) => ({ ...s, open: false, reason: 'too-soon' }));
    return route.fulfill({ response, json: answer });
  });
  await page.goto('/dining-menu');
  await islandsReady(page);
  await page.getByRole('button', { name: 'Book a Table' }).click();
  const modal = page.getByRole('dialog', { name: 'Book a Table' });
  const times = modal.getByRole('group', { name: 'Time' });

  await expect(modal.getByLabel('Date')).toHaveValue(tomorrow);
  await expect(times.getByRole('radio', { disabled: false }).first()).toBeVisible();
  await expect(times.locator('.field-error')).toHaveCount(0);
  // A plain table's deposit, with GST, as the party changes; and the demo's closed day named before it is picked.
  const price = modal.getByTestId('table-party-price');
  await expect(price).toHaveText('₹1,180 with GST for 2 guests: a ₹500 deposit a guest, taken off your bill');
  await modal.getByLabel('Party size').selectOption('4');
  await expect(price).toHaveText('₹2,360 with GST for 4 guests: a ₹500 deposit a guest, taken off your bill');
  await expect(modal.getByText(/^The restaurant is closed on /)).toContainText(
    formatShortNight(addDays(today, 12)),
  );
  await page.screenshot({ path: test.info().outputPath('table-price.png') });

  await modal.getByLabel('Date').fill(today);
  await expect(times.locator('.field-error')).toHaveText(
    'Booking for today has closed: a table is booked at least 30 minutes before its time. Please choose another date.',
  );
  await expect(modal.getByLabel('Date')).toHaveValue(today);
});

test('the /dining form can be filled and sent by keyboard alone', async ({ page }) => {
  test.setTimeout(90_000);
  await signInAsNewGuest(page, 'Rohan Mehta');
  await page.goto('/dining');
  await islandsReady(page);
  const form = page.getByRole('form', { name: 'Your reservation' });
  const book = form.getByRole('button', { name: 'Book now' });
  await expect(book).toBeDisabled();
  const [y, m, d] = addDays(dateInZone(new Date(), 'Asia/Kolkata'), 3).split('-');

  // Only Tab and typing: each field is reached by Tab (a date field's own parts take a Tab or two).
  const tabTo = async (field: Locator) => {
    for (let i = 0; i < 4 && !(await field.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
    }
    await expect(field).toBeFocused();
  };
  await form.getByLabel('Full name').focus();
  await expect(form.getByLabel('Full name')).toHaveValue('Rohan Mehta');
  await tabTo(form.getByRole('textbox', { name: 'Phone' }));
  await page.keyboard.press('Control+A');
  await page.keyboard.type('98290 11111');
  await tabTo(form.getByRole('textbox', { name: 'Your email', exact: true }));
  await page.keyboard.type('rohan@example.in');
  await tabTo(form.getByLabel('Date'));
  await page.keyboard.type(`${m}${d}${y}`);
  await tabTo(form.getByRole('combobox', { name: 'Time of day' }));
  await page.keyboard.type('e');
  await tabTo(form.getByRole('textbox', { name: 'Special occasion' }));
  await page.keyboard.type('Anniversary');
  await tabTo(form.getByRole('combobox', { name: 'Party size' }));
  await page.keyboard.type('1');
  await tabTo(form.getByRole('textbox', { name: 'Email of the guest of honour' }));
  await page.keyboard.type('meera@example.in');
  await tabTo(form.getByRole('spinbutton', { name: 'Guests' }));
  await expect(book).toBeDisabled();
  await page.keyboard.type('2');
  await expect(book).toBeEnabled();
  await tabTo(form.getByRole('textbox', { name: 'Special request (optional)' }));
  await page.keyboard.type('A quiet corner, please');
  await page.keyboard.press('Tab');
  await expect(book).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/menu-booking-details\?id=/);
  await expect(page.getByText('Pending payment')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Table reservation' })).toBeVisible();
});

for (const width of [375, 1440]) {
  test(`axe finds no violation on /dining-menu and /dining at ${width} px`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 900 });
    for (const path of ['/dining-menu', '/dining']) {
      await page.goto(path, { waitUntil: 'networkidle' });
      await islandsReady(page);
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
        .analyze();
      expect(
        results.violations.map(
          (v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
        ),
      ).toEqual([]);
    }
  });
}

import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { islandsReady } from './islands';
import { signInAsNewGuest } from './login';
import { ownWeek } from './own-data';
import { deskToken } from './staff-session';

/** A Saturday of a week no other journey books a hall in (a retry takes another, so it does not meet its own request). */
const saturdayAhead = () => ownWeek(6);

async function search(page: Page, date: string, guests: string, slot: string) {
  await page.getByLabel('Date').fill(date);
  await page.getByLabel('Guests').fill(guests);
  await page.getByLabel('Time Slot').selectOption(slot);
  await page.getByRole('button', { name: 'Check Availability' }).click();
}

test('a guest finds a hall for 150 on a Saturday evening, requests it in three steps, and pays the deposit once the hotel confirms', async ({
  page,
}) => {
  // The longest journey of the suite (search, three steps, the hotel's answer, payment): on a busy machine it needs time.
  test.setTimeout(90_000);
  await signInAsNewGuest(page, 'Meera Iyer');
  await page.goto('/events-booking');
  await islandsReady(page);
  const saturday = saturdayAhead();
  await search(page, saturday, '150', 'Evening');

  const halls = page.getByRole('article');
  await expect(halls).toHaveCount(3);
  await expect(page.getByRole('article', { name: 'Jharokha Boardroom' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Book Chandra Mahal Ballroom' }).click();

  const wizard = page.getByRole('dialog', { name: 'Details' });
  await expect(wizard.getByLabel('Name')).toHaveValue('Meera Iyer');
  await wizard.getByLabel('Email').fill('meera@example.in');
  await wizard.getByLabel('Event details (optional)').fill('Parents’ 30th anniversary, live band');
  await wizard.getByRole('button', { name: 'Continue' }).click();

  const review = page.getByRole('dialog', { name: 'Review' });
  await expect(review).toContainText('Evening (4 PM - 8 PM)');
  // The hire with 18% GST.
  await expect(review.getByTestId('hall-quote-total')).toHaveText('₹1,41,600');
  await review.getByRole('button', { name: 'Continue' }).click();

  const confirm = page.getByRole('dialog', { name: 'Confirm' });
  await expect(confirm).toContainText('A representative will contact you within 48 hours');
  await confirm.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(
    page.getByText(
      'Request sent for Chandra Mahal Ballroom: the hotel will confirm or decline it within 48 hours. ' +
        'Nothing is charged until it confirms.',
    ),
  ).toBeVisible();
  await expect(page.getByText(/Booking confirmed/)).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('article', { name: 'Chandra Mahal Ballroom' })).toContainText('Not available');

  // The request waits for the hotel: held, awaiting the hotel's answer, and not yet payable.
  await page.getByRole('link', { name: 'See your request' }).click();
  await expect(page).toHaveURL(/\/booking-details\?id=/);
  const bookingId = new URL(page.url()).searchParams.get('id')!;
  const panel = page.getByRole('complementary', { name: 'Payment summary' });
  await expect(panel.getByTestId('status-badge')).toHaveText("Awaiting the hotel's answer");
  await expect(panel.getByTestId('hall-hold')).toContainText('while our events team confirms');
  await expect(panel.getByRole('button', { name: /^Pay/ })).toHaveCount(0);

  // The hotel confirms through the admin API.
  const token = await deskToken(page.request);
  const answered = await page.request.put(`/api/hallbookings/${bookingId}/status`, {
    data: { status: 'confirmed' },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answered.status()).toBe(200);

  await page.reload();
  await expect(panel.getByTestId('status-badge')).toHaveText('Confirmed by the hotel: deposit due');
  await panel.getByRole('button', { name: 'Pay deposit ₹1,41,600' }).click();
  const checkout = page.getByRole('dialog', { name: 'The Supar Palace' });
  await checkout.getByRole('button', { name: /^Pay ₹1,41,600/ }).click();
  await expect(page.getByRole('dialog', { name: 'Booking Confirmed!' })).toBeVisible();
  await expect(panel.getByTestId('status-badge')).toHaveText('Confirmed');
});

test('the search asks for what is missing, and a signed-out visitor is asked to log in', async ({ page }) => {
  await page.goto('/events-booking');
  await islandsReady(page);
  await expect(page.getByRole('heading', { name: 'Grand Durbar Banquet Hall' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Login to Book' })).toBeVisible();

  await signInAsNewGuest(page, 'Kabir Shah');
  await page.reload();
  await islandsReady(page);
  await page.getByLabel('Date').fill(saturdayAhead());
  await page.getByRole('button', { name: 'Check Availability' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Please fill all required fields' })).toBeVisible();
  await search(page, saturdayAhead(), '900', 'Night');
  await expect(page.getByRole('status').filter({ hasText: 'No hall available for booking' })).toBeVisible();
});

test('the event form is filled and sent by keyboard alone', async ({ page }) => {
  await signInAsNewGuest(page, 'Rohan Gupta');
  await page.goto('/events');
  await islandsReady(page);
  const book = page.getByRole('button', { name: 'Book now' });
  await expect(book).toBeDisabled();
  const saturday = saturdayAhead();
  const [y, m, d] = saturday.split('-');

  await page.getByLabel('Full name').focus();
  await expect(page.getByLabel('Full name')).toHaveValue('Rohan Gupta');
  await page.keyboard.press('Tab'); // phone, prefilled
  await page.keyboard.press('Tab');
  await page.keyboard.type('rohan@example.in');
  await page.keyboard.press('Tab');
  await page.keyboard.type('w'); // event type: Wedding
  await page.keyboard.press('Tab');
  await page.keyboard.type(`${m}${d}${y}`);
  // Past a date's year, Tab visits the date's own calendar button before the next field.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.type(`${m}${d}${y}`);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.type('e'); // time slot: Evening
  await page.keyboard.press('Tab');
  await page.keyboard.type('1'); // capacity: 1-50, then again for 101-200
  await page.keyboard.type('1');
  await page.keyboard.press('Tab');
  await page.keyboard.type('12');
  await expect(book).toBeDisabled();
  await page.keyboard.press('Tab');
  await page.keyboard.type('guests@example.in');
  await expect(page.getByLabel('Event type')).toHaveValue('wedding');
  await expect(page.getByLabel('Time slot')).toHaveValue('Evening');
  await expect(page.getByLabel('Capacity')).toHaveValue('101-200');
  await expect(page.getByLabel('Start date')).toHaveValue(saturday);
  await expect(book).toBeEnabled();
  await page.keyboard.press('Tab'); // special request (optional)
  await page.keyboard.press('Tab');
  await expect(book).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(
    page.getByText(
      /^Request sent for .+: the hotel will confirm or decline it within 48 hours\. Nothing is charged until it confirms\.$/,
    ),
  ).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'is held for you' })).toContainText(
    "Awaiting the hotel's answer",
  );
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("an earlier request's choices in the address (Book again) are the search the server renders", async ({
    page,
  }) => {
    const date = saturdayAhead();
    await page.goto(`/events-booking?eventType=Conference&date=${date}&guests=120&timeSlot=Evening`);
    await expect(page.getByLabel('Event Type')).toHaveValue('Conference');
    await expect(page.getByLabel('Date')).toHaveValue(date);
    await expect(page.getByLabel('Guests')).toHaveValue('120');
    await expect(page.getByLabel('Time Slot')).toHaveValue('Evening');
    await expect(page.getByLabel('Time Slot').locator('option:checked')).toHaveText('Evening (4 PM - 8 PM)');
  });
});

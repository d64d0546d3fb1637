import type { Page } from '@playwright/test';
import { addDays } from '../../src/lib/dates';
import { expect, test } from './fixtures';
import { readOtp } from './guest-session';
import { islandsReady } from './islands';
import { signInAsNewGuest } from './login';
import { ownEmail, ownMobile, ownNights } from './own-data';
import { expectToast } from './toasts';

const token = (page: Page) => page.evaluate(() => localStorage.getItem('token'));

/** Holds a two-night stay in the Heritage Room through the API, as the room pages do; returns its id. */
async function holdStay(page: Page): Promise<string> {
  const { rooms } = await (await page.request.get('/api/rooms/getrooms')).json();
  const heritage = rooms.find((r: { slug: string }) => r.slug === 'heritage-room');
  const checkIn = ownNights();
  const res = await page.request.post('/api/bookings/create', {
    data: { roomId: heritage.id, checkInDate: checkIn, checkOutDate: addDays(checkIn, 2), numGuests: 2 },
    headers: { authorization: `Bearer ${await token(page)}` },
  });
  expect(res.status()).toBe(201);
  return (await res.json()).data.id;
}

async function openTab(page: Page, tab: string) {
  await page.goto(`/user-profile?tab=${tab}`);
  await islandsReady(page);
}

test('A invites B by email; B signs up through the link; A sees +50 and Friends Referred 1', async ({
  page,
  browser,
}) => {
  test.slow();
  await signInAsNewGuest(page, 'Asha Verma');
  await page.goto('/refer-and-earn');
  await islandsReady(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Refer & Earn' })).toBeVisible();
  await expect(page.getByText('0 Supar Coins', { exact: true })).toBeVisible();
  await expect(page.getByText('Get 50 coins for each friend who signs up')).toBeVisible();
  const email = ownEmail('meera');
  await page.getByLabel("Friend's Name").fill('Meera Shah');
  await page.getByLabel("Friend's Email").fill(email);
  await page.getByRole('button', { name: 'Send Invite' }).click();
  await expectToast(page, 'Invitation sent successfully!');
  const panel = page
    .getByRole('status')
    .filter({ hasText: 'Invite created! Share this link with your friend:' });
  await expect(panel).toBeVisible();
  await expect(page.getByLabel("Friend's Name")).toHaveValue('');

  // B reads the invitation in the mail outbox and follows its link.
  const { messages } = await (await page.request.get('/api/dev/mail-outbox')).json();
  const invitation = messages.find((m: { to: string }) => m.to === email);
  const link = new URL(/https?:\/\/\S+sign-in\?ref=\w+/.exec(invitation.text)![0]);
  await expect(panel.getByRole('link')).toHaveText(link.toString());
  const friend = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const b = await friend.newPage();
  await b.goto(`${link.pathname}${link.search}`);
  await islandsReady(b);
  const mobile = ownMobile();
  await b.getByLabel('Full name').fill('Meera Shah');
  await b.getByLabel('Phone number').fill(mobile);
  await b.getByLabel('I have read the privacy notice and agree to it.').check();
  await b.getByRole('button', { name: 'Sign up' }).click();
  await expect(b).toHaveURL(/\/otp-verification$/);
  await islandsReady(b);
  await b.getByLabel('Digit 1 of 6').fill(await readOtp(b.request, mobile));
  await b.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(b).toHaveURL(/\/$/);
  await friend.close();

  await page.reload();
  await islandsReady(page);
  await expect(page.getByText('50 Supar Coins', { exact: true })).toBeVisible();
  const figures = page.locator('.referral-figures');
  await expect(figures.getByText('Friends Referred')).toBeVisible();
  await expect(figures.locator('div').filter({ hasText: 'Friends Referred' }).locator('dd')).toHaveText('1');
  await expect(figures.locator('div').filter({ hasText: 'Total Earnings' }).locator('dd')).toHaveText('50');

  await openTab(page, 'referrals');
  await expect(page.getByRole('list', { name: 'Friends who joined' })).toContainText('Meera Shah');
  await openTab(page, 'coins');
  const ledger = page.getByRole('list', { name: 'Recent Transactions' });
  await expect(ledger).toContainText('Referral reward: Meera Shah joined');
  await expect(ledger).toContainText('+50');
  await expect(ledger.getByText('Credit')).toBeVisible();
});

test('A favorites a room and an offer, finds both in Favorites and removes one', async ({ page }) => {
  test.slow();
  await signInAsNewGuest(page, 'Asha Verma');
  await page.goto('/room-booking');
  await islandsReady(page);
  const roomHeart = page.getByRole('button', { name: 'Add Heritage Room to favorites' }).first();
  await roomHeart.click();
  await expectToast(page, 'Added to favorites!');
  await expect(roomHeart).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/');
  const offerHeart = page.getByRole('button', { name: 'Add Gourmet Dining Experience to favorites' });
  // The offer hearts are a part the site script fetches after the paint; they say when they answer.
  await expect(offerHeart).toHaveAttribute('data-ready', '');
  await expect(offerHeart).toHaveAttribute('aria-pressed', 'false');
  await offerHeart.click();
  await expectToast(page, 'Added to favorites!');
  await expect(offerHeart).toHaveAttribute('aria-pressed', 'true');

  await openTab(page, 'favorites');
  const list = page.getByRole('list', { name: 'Your favorites' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByRole('link', { name: /^Book now\W+Heritage Room$/ })).toHaveAttribute(
    'href',
    '/room-booking',
  );
  await list.getByRole('button', { name: /^Remove\W+Gourmet Dining Experience$/ }).click();
  await expectToast(page, 'Removed from favorites');
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await page.reload();
  await islandsReady(page);
  await expect(page.getByRole('list', { name: 'Your favorites' }).getByRole('listitem')).toHaveCount(1);
});

test("A's Bookings tab lists a room stay, filters it, and a cancelled one can be removed", async ({
  page,
}) => {
  test.slow();
  await signInAsNewGuest(page, 'Asha Verma');
  await openTab(page, 'bookings');
  await expect(page.getByText("You haven't made any bookings yet")).toBeVisible();
  const id = await holdStay(page);

  await openTab(page, 'bookings');
  const list = page.getByRole('list', { name: 'Your bookings' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText('Heritage Room');
  await expect(list).toContainText('Pending payment');
  await expect(
    page.locator('.profile-figures div').filter({ hasText: 'Total Bookings' }).locator('dd'),
  ).toHaveText('1');
  await page.getByRole('button', { name: 'Completed' }).click();
  await expect(page.getByText('No bookings found')).toBeVisible();
  await page.getByRole('button', { name: 'Upcoming' }).click();
  await page.getByLabel('Search bookings').fill('heritage');
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await page.getByLabel('Search bookings').fill('banquet');
  await expect(page.getByText('No bookings found')).toBeVisible();
  await page.getByLabel('Search bookings').fill('');

  // Manage opens the details page, where the guest cancels within the policy.
  await page.getByRole('link', { name: /^Manage/ }).click();
  await expect(page).toHaveURL(`/booking-details?id=${id}`);
  await islandsReady(page);
  await page.getByRole('button', { name: 'Cancel booking' }).click();
  await page.getByRole('button', { name: 'Yes, cancel booking' }).click();
  await expect(page.getByText('Booking cancelled.')).toBeVisible();

  await openTab(page, 'bookings');
  await page.getByRole('button', { name: 'Cancelled' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await page.getByRole('button', { name: /^Remove/ }).click();
  await expect(
    page.getByText("You haven't made any bookings yet").or(page.getByText('No bookings found')),
  ).toBeVisible();
  await expect(
    page.locator('.profile-figures div').filter({ hasText: 'Total Bookings' }).locator('dd'),
  ).toHaveText('0');
});

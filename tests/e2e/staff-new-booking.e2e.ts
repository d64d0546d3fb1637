import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { registerByPhone } from './desk-booking';
import { expect, test } from './fixtures';
import { readOtp } from './guest-session';
import { islandsReady } from './islands';
import { ownEmail, ownMobile, ownNights } from './own-data';
import { signInAsStaff } from './staff-session';

// Issue 44, "Bookings at the desk" (decision 147): a walk-in registered by phone and booked into a room at the
// desk lands on the console's booking page, ready to take payment; a phone guest gets a payment link by SMS that
// opens their own payment page. By keyboard, axe-clean, at the console's two widths.
const WIDTHS = [1440, 1024] as const;
const ROOM: Record<(typeof WIDTHS)[number], string> = {
  1440: 'Courtyard Twin Room',
  1024: 'Zenana Deluxe Room',
};

const axeClean = (page: Page) =>
  expect(
    new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      .analyze()
      .then((r) => r.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)),
  ).resolves.toEqual([]);

for (const width of WIDTHS) {
  test(`a walk-in is registered by phone and booked into a room at the desk at ${width} px`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    await signInAsStaff(page, 'Front Desk');
    await page.goto('/staff/new-booking');
    await islandsReady(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('New booking');
    await axeClean(page);

    const name = `Walk-in Guest ${width}`;
    await registerByPhone(page, ownMobile(), name);
    await expect(page.getByRole('heading', { name: `2. The booking for ${name}` })).toBeVisible();
    await page.getByLabel('Room type').selectOption({ label: ROOM[width] });
    await page.getByLabel('Adults').fill('2');
    await page.getByLabel('Meal plan').selectOption({ label: 'Bed and breakfast' });
    await page.getByRole('button', { name: 'Price it' }).click();
    const total = page.getByTestId('desk-total');
    await expect(total).toContainText('₹');
    const priced = (await total.textContent())!.match(/₹[\d,]+/)![0];
    await expect(page.getByLabel('Pay at the desk now')).toBeChecked();
    await expect(page.getByLabel('Pay at the hotel (trusted guest)')).toBeDisabled();
    await axeClean(page);
    await page.screenshot({ path: `test-results/staff-new-booking-${width}.png`, fullPage: true });

    // Book, by keyboard: the console's booking page opens, the stay held for the desk to take its payment.
    await page.getByRole('button', { name: 'Book' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/staff\/booking\?id=[0-9a-f-]{36}$/);
    await islandsReady(page);
    await expect(page.getByText(name).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: /pending/ })).toBeVisible();
    await expect(page.getByText(priced).first()).toBeVisible();
    await axeClean(page);
    await page.screenshot({ path: `test-results/staff-new-booking-landed-${width}.png`, fullPage: true });
  });

  test(`a phone guest is booked a table and sent a payment link at ${width} px`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    await signInAsStaff(page, 'Front Desk');
    await page.goto('/staff/new-booking');
    await islandsReady(page);

    const mobile = ownMobile();
    const name = `Phone Guest ${width}`;
    await registerByPhone(page, mobile, name, ownEmail('phone-guest'));
    await page.getByLabel('Table').check();
    await page.getByLabel('Date').fill(ownNights());
    await page.getByLabel('Time').selectOption('20:00');
    await page.getByLabel('Party size').fill('3');
    await page.getByLabel('Send a payment link by SMS').check();
    await page.getByRole('button', { name: 'Book' }).click();
    const said = page.getByText(/^Booked [A-Z0-9-]+: payment link for ₹[\d,]+ sent by SMS, held until /);
    await expect(said).toBeVisible();
    const code = (await said.textContent())!.match(/^Booked ([A-Z0-9-]+)/)![1]!;
    await axeClean(page);
    await page.screenshot({ path: `test-results/staff-new-booking-link-${width}.png`, fullPage: true });

    // The SMS carries the link to the guest's own payment page; signed in with their phone, they see it to pay.
    let link = '';
    await expect
      .poll(
        async () => {
          const { messages } = (await (await page.request.get('/api/dev/sms-outbox')).json()) as {
            messages: { to: string; text: string }[];
          };
          const sms = messages.find((m) => m.to === `+91${mobile}` && m.text.includes(code));
          link = sms?.text.match(/https?:\/\/\S+/)?.[0] ?? '';
          return link;
        },
        { timeout: 60_000, intervals: [1_000, 2_000, 5_000] },
      )
      .toMatch(/\/menu-booking-details\?id=[0-9a-f-]{36}$/);
    // The guest's phone opens the link signed out: the page asks them to sign in, and brings them back.
    await page.evaluate(() => localStorage.clear());
    const target = new URL(link);
    await page.goto(target.pathname + target.search);
    await islandsReady(page);
    await page.locator('.checkout-message').getByRole('link', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/login\?next=%2Fmenu-booking-details%3Fid%3D/);
    await page.getByLabel('Phone number').fill(mobile);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(page).toHaveURL(/\/otp-verification$/);
    await page.getByLabel('Digit 1 of 6').fill(await readOtp(page.request, mobile));
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await expect(page).toHaveURL(new RegExp(`/menu-booking-details\\?id=${target.searchParams.get('id')}$`));
    await islandsReady(page);
    await expect(page.getByText(code).first()).toBeVisible();
    await expect(page.getByRole('button', { name: /^Pay/ }).first()).toBeVisible();
  });
}

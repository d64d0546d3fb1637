import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { addDays } from '../../src/lib/dates';
import { dateInZone } from '../../src/lib/zones';
import { expect, test } from './fixtures';
import { readOtp } from './guest-session';
import { islandsReady } from './islands';
import { signInAsNewGuest } from './login';
import { ownEmail, ownMobile, ownNights } from './own-data';
import { expectToast, noteToasts } from './toasts';

// Issue 31 ("No dead ends"), items 3, 4, 7, 9, 10 and 11, walked as a guest would.

const WIDTHS = [375, 1440] as const;
const RUNTIME = /\/_astro\/client\.[\w-]+\.js$/;

/** Drops the browser's note of a refused request (the guest sees the message; the test checks it). */
function expectRefusals(consoleErrors: string[], status: number) {
  for (let i = consoleErrors.length - 1; i >= 0; i--) {
    if (consoleErrors[i]!.includes(`status of ${status}`)) consoleErrors.splice(i, 1);
  }
}

for (const width of WIDTHS) {
  test(`item 3: GROUP20 is refused for one room on /booknow, saying why (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInAsNewGuest(page);
    await page.goto('/booknow');
    await islandsReady(page);
    const checkIn = ownNights();
    await page.getByLabel('Arrival').fill(checkIn);
    await page.getByLabel('Departure').fill(addDays(checkIn, 2));
    await page.getByLabel('Room type').selectOption('standard');
    await expect(page.getByText(/rooms free for your dates/)).toBeVisible();
    await page.getByLabel('Room', { exact: true }).selectOption({ index: 1 });
    const total = await page.getByTestId('reservation-total').textContent();

    await page.getByLabel('Code type').selectOption('group');
    await page.getByLabel('Discount code').fill('GROUP20');
    await page.getByLabel('Discount code').blur();
    const status = page.locator('#code-status');
    await expect(status).toHaveText('GROUP20 is for bookings of 5 rooms or more; this one has 1 room.');
    await status.scrollIntoViewIfNeeded();
    await expect(status).toBeVisible();
    await expect(page.getByTestId('reservation-total')).toHaveText(total!);

    await page.getByRole('button', { name: 'Book Now' }).click();
    await expect(status).toHaveText('GROUP20 is for bookings of 5 rooms or more; this one has 1 room.');
    await expect(page.getByText(/Booking successful!/)).toHaveCount(0);
    await expect(page).toHaveURL(/\/booknow$/);
    await page.screenshot({ path: test.info().outputPath(`group20-${width}.png`), fullPage: false });
  });
}

/** Starts `npm start`'s server on another port with no SITE_URL, on its own database; resolves its origin. */
async function anotherServer(port: number): Promise<{ origin: string; stop: () => void }> {
  const dataDir = join(tmpdir(), `palace-e2e-other-${port}`);
  rmSync(dataDir, { recursive: true, force: true });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: 'localhost',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    OTP_IP_LIMIT_PER_HOUR: '10000',
  };
  delete env.SITE_URL;
  const child: ChildProcess = spawn(process.execPath, ['scripts/start.mjs'], { env, stdio: 'ignore' });
  const origin = `http://localhost:${port}`;
  const stop = () => {
    child.kill('SIGTERM');
  };
  for (let waited = 0; waited < 90_000; waited += 500) {
    const up = await fetch(`${origin}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { origin, stop };
    if (child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  stop();
  throw new Error(`the second server on ${origin} did not start`);
}

test('item 4: a referral link made on another port opens on that port: page, clipboard and email', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const port = Number(process.env.E2E_PORT ?? 4391) + 7;
  const server = await anotherServer(port);
  try {
    const context = await browser.newContext({
      baseURL: server.origin,
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    // A context of its own: it notes its toasts as the fixtures' one does.
    await context.addInitScript(noteToasts);
    const page = await context.newPage();
    await signInAsNewGuest(page, 'Asha Verma');
    await page.goto('/refer-and-earn');
    await islandsReady(page);
    const email = ownEmail('meera');
    await page.getByLabel("Friend's Name").fill('Meera Shah');
    await page.getByLabel("Friend's Email").fill(email);
    await page.getByRole('button', { name: 'Send Invite' }).click();
    const panel = page.getByRole('status').filter({ hasText: 'Share this link with your friend' });
    await expect(panel).toBeVisible();
    const shown = await panel.getByRole('link').textContent();
    expect(shown).toMatch(new RegExp(`^${server.origin}/sign-in\\?ref=\\w+`));
    await expect(page.getByLabel('Your share link')).toHaveValue(shown!);

    await page.locator('.share-box').getByRole('button', { name: 'COPY' }).click();
    await expectToast(page, 'Copied to clipboard!');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shown);

    const { messages } = await (await page.request.get('/api/dev/mail-outbox')).json();
    const invitation = messages.find((m: { to: string }) => m.to === email);
    expect(invitation.text).toContain(shown);

    // The friend follows the link as it is written, in a browser of their own.
    const friend = await browser.newContext();
    const b = await friend.newPage();
    const opened = await b.goto(shown!);
    expect(opened?.status()).toBe(200);
    await islandsReady(b);
    await expect(b.getByLabel('Full name')).toBeVisible();
    await expect(b.getByText(/sign up and Asha earns 50 Supar Coins/)).toBeVisible();
    await friend.close();
    await context.close();
  } finally {
    server.stop();
  }
});

/** Today in Udaipur if a table for 2 is still open in the evening, else tomorrow; and that time. */
async function eveningTable(page: Page): Promise<{ date: string; time: string }> {
  const today = dateInZone(new Date(), 'Asia/Kolkata');
  for (const date of [today, addDays(today, 1)]) {
    const { slots } = await (await page.request.get(`/api/dining/slots?date=${date}&partySize=2`)).json();
    const open = slots.find((s: { open: boolean; time: string }) => s.open && s.time >= '18:00');
    if (open) return { date, time: open.time };
  }
  throw new Error('no open table this evening or the next');
}

const slotLabel = (time: string) => {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return `${h % 12 || 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
};

for (const width of WIDTHS) {
  test(`item 7: the note typed in Book a Table is in the Special requests box (${width} px)`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 900 });
    await signInAsNewGuest(page, 'Meera Shah');
    await page.goto('/dining-menu');
    await islandsReady(page);
    const { date, time } = await eveningTable(page);
    await page.getByRole('searchbox', { name: 'Search' }).fill('galouti');
    await page
      .getByRole('region', { name: 'Our Menu' })
      .getByRole('button', { name: 'Reserve a table with Galouti Kebab' })
      .click();
    const modal = page.getByRole('dialog', { name: 'Book a Table' });
    await modal.getByLabel('Date').fill(date);
    await modal.getByLabel('Party size').selectOption('2');
    await modal
      .getByRole('group', { name: 'Time' })
      .getByRole('radio', { name: slotLabel(time) })
      .check();
    const note = `Anniversary dinner, a quiet corner please (${width})`;
    await modal.getByLabel('Note (optional)').fill(note);
    await modal.getByRole('button', { name: 'Confirm Booking' }).click();
    const pay = page.getByRole('dialog', { name: 'Complete Payment' });
    await pay.getByRole('button', { name: 'Confirm Booking' }).click();

    await expect(page).toHaveURL(/\/menu-booking-details\?id=/);
    // The section shows the note; its box is fetched when the guest opens it to change it (decision 128).
    const section = page.getByRole('region', { name: 'Special requests' });
    await expect(section).toContainText(note);
    await section.getByRole('button', { name: 'Change requests' }).click();
    const requests = page.getByRole('textbox', { name: 'Special requests' });
    await expect(requests).toHaveValue(note);
    await requests.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`table-note-${width}.png`) });
    await page.reload();
    await page
      .getByRole('region', { name: 'Special requests' })
      .getByRole('button', { name: 'Change requests' })
      .click();
    await expect(page.getByRole('textbox', { name: 'Special requests' })).toHaveValue(note);
  });
}

test('item 9: a phone number filled before the login form wakes is sent, and not wiped', async ({ page }) => {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(RUNTIME, async (route) => {
    await released;
    await route.continue();
  });
  // With ?next= the form renders again as it wakes, which once wiped what was typed.
  await page.goto('/login?next=%2Fuser-profile');
  const mobile = ownMobile();
  await page.getByLabel('Phone number').fill(mobile);
  await expect(page.locator('astro-island[ssr][renderer-url]')).toHaveCount(1);
  release();
  await expect(page.locator('astro-island[ssr][renderer-url]')).toHaveCount(0);
  await expect(page.getByLabel('Phone number')).toHaveValue(mobile);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page).toHaveURL(/\/otp-verification$/);
  await expect(page.getByText(/Enter the 6-digit code sent to/)).toContainText(mobile.slice(-4));
});

test('item 10: a mistyped phone number is refused in words, with no field name', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/login');
  await islandsReady(page);
  await page.getByLabel('Phone number').fill('12345');
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.locator('.form-error')).toHaveText('Enter a valid mobile number.');
  expectRefusals(consoleErrors, 400);
});

for (const width of WIDTHS) {
  test(`item 11: a number with no account is asked for a name before one is made (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const mobile = ownMobile();
    await page.goto('/login');
    await islandsReady(page);
    await page.getByLabel('Phone number').fill(mobile);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(page).toHaveURL(/\/otp-verification$/);
    await islandsReady(page);
    await page.getByLabel('Digit 1 of 6').fill(await readOtp(page.request, mobile));
    await page.getByRole('button', { name: 'Verify OTP' }).click();

    await expect(
      page.getByText(
        /^No account uses \+91 .+ yet\. We will make a new one: please tell us your name and agree to our privacy notice\.$/,
      ),
    ).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await page.screenshot({ path: test.info().outputPath(`new-account-${width}.png`) });
    await page.getByRole('button', { name: 'Create my account' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please enter your name.' })).toBeVisible();
    await page.getByLabel('Your full name').fill('Kavya Menon');
    await page.getByRole('button', { name: 'Create my account' }).click();
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'Please agree to the privacy notice to create your account.' }),
    ).toBeVisible();
    await page.getByLabel('I have read the privacy notice and agree to it.').check();
    await page.getByRole('button', { name: 'Create my account' }).click();
    await expect(page).toHaveURL(/\/$/);
    const user = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}'));
    expect(user.name).toBe('Kavya Menon');
  });
}

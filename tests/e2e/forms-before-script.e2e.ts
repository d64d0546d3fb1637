import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { readOtp } from './guest-session';
import { ownEmail, ownMobile } from './own-data';

// Issue 42: the sign-in, contact and newsletter forms are real HTML forms the server answers, so a guest on a slow
// phone who types and taps before the page's script has arrived keeps what they typed and moves on, and so does a
// browser with JavaScript switched off (decision 120).

/**
 * Chromium as a mid-range phone on a poor connection: the CPU slowed four times and Lighthouse's slow 4G (150 ms
 * round trips, 1.6 Mbps down, 750 kbps up, as DevTools applies them: 562.5 ms a request, 90% of the bandwidth).
 */
async function slowPhone(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 562.5,
    downloadThroughput: (1474.56 * 1024) / 8,
    uploadThroughput: (675 * 1024) / 8,
  });
}

/** Who answered the form: the island (through the API) or the server (the page's own POST). */
function watchSender(page: Page, api: string) {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'POST') return;
    const path = new URL(request.url()).pathname;
    if (path === api) sent.push('island');
    else if (!path.startsWith('/api/')) sent.push('server');
  });
  return sent;
}

/** The session the server handed over after a code it verified (read from the cookie, which script would keep). */
async function handedOverToken(context: BrowserContext) {
  const cookie = (await context.cookies()).find((c) => c.name === 'palace_session');
  return cookie ? (JSON.parse(decodeURIComponent(cookie.value)) as { token: string }).token : undefined;
}

test.describe('on a slow phone, typing and tapping at once', () => {
  test.slow();

  test('/login keeps the number and lands on the code page, and the code signs the guest in', async ({
    page,
  }) => {
    const mobile = ownMobile();
    await slowPhone(page);
    const sender = watchSender(page, '/api/auth/send-otp');
    await page.goto('/login', { waitUntil: 'commit' });
    await page.getByLabel('Phone number').fill(mobile);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(page).toHaveURL(/\/otp-verification$/, { timeout: 30_000 });
    await expect(page.getByText(`Enter the 6-digit code sent to ${mobile}`)).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'OTP sent! Please verify.' })).toBeVisible();
    console.log(`/login was answered by the ${sender.join(', ')}`);

    // The same on the code page: reloaded, the whole code typed into the first box and Verify tapped at once.
    const otp = await readOtp(page.request, mobile);
    await page.goto('/otp-verification', { waitUntil: 'commit' });
    await page.getByLabel('Digit 1 of 6').fill(otp);
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    // A number with no account gives its name first, the code kept.
    await page.getByLabel('Your full name').fill('Kavya Iyer');
    await page.getByLabel('I have read the privacy notice and agree to it.').check();
    await page.getByRole('button', { name: 'Create my account' }).click();
    await expect(page).toHaveURL(/\/$/, { timeout: 30_000 });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Your profile (Kavya Iyer)' })).toBeAttached({
      timeout: 30_000,
    });
    expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect((await page.context().cookies()).map((c) => c.name)).not.toContain('palace_session');
  });

  test('/sign-in keeps the name and number and lands on the code page', async ({ page }) => {
    const mobile = ownMobile();
    await slowPhone(page);
    const sender = watchSender(page, '/api/auth/signup');
    await page.goto('/sign-in', { waitUntil: 'commit' });
    await page.getByLabel('Full name').fill('Rohan Mehta');
    await page.getByLabel('Phone number').fill(mobile);
    await page.getByLabel('I have read the privacy notice and agree to it.').check();
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page).toHaveURL(/\/otp-verification$/, { timeout: 30_000 });
    await expect(page.getByText(`Enter the 6-digit code sent to ${mobile}`)).toBeVisible();
    console.log(`/sign-in was answered by the ${sender.join(', ')}`);
  });
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });
  // A refused form comes back with its 4xx status, which Chromium logs; those are the journeys' own.
  test.afterEach(({ consoleErrors }) => {
    for (let i = consoleErrors.length - 1; i >= 0; i--)
      if (/status of 4\d\d/.test(consoleErrors[i] ?? '')) consoleErrors.splice(i, 1);
  });

  test('login: refusals keep what was typed; the code page shows the number; the code signs in', async ({
    page,
    context,
  }) => {
    const mobile = ownMobile();
    await page.goto('/login?next=%2Fuser-profile');
    await page.getByLabel('Phone number').fill('12');
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(page.getByRole('alert')).toHaveText('Enter a valid mobile number.');
    await expect(page.getByLabel('Phone number')).toHaveValue('12');

    await page.getByLabel('Phone number').fill(mobile);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(page).toHaveURL(/\/otp-verification$/);
    await expect(page.getByText(`Enter the 6-digit code sent to ${mobile}`)).toBeVisible();
    await expect(page.getByRole('status')).toHaveText('OTP sent! Please verify.');
    // A wrong code is refused on the page, the number still shown.
    const otp = await readOtp(page.request, mobile);
    await page.getByLabel('Digit 1 of 6').fill(otp === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid OTP. 4 tries left.');
    await expect(page.getByText(`Enter the 6-digit code sent to ${mobile}`)).toBeVisible();
    // One digit a box, as a guest without script types them.
    for (const [index, digit] of [...otp].entries())
      await page.getByLabel(`Digit ${index + 1} of 6`).fill(digit);
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    // A number with no account gives its name first; a refusal keeps the code for the next try.
    await expect(page.getByText(/^No account uses \+91 .+ yet\. We will make a new one/)).toBeVisible();
    await page.getByRole('button', { name: 'Create my account' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please enter your name.');
    await page.getByLabel('Your full name').fill('Farah Khan');
    await page.getByLabel('I have read the privacy notice and agree to it.').check();
    await page.getByRole('button', { name: 'Create my account' }).click();
    await expect(page).toHaveURL(/\/user-profile$/);
    const token = await handedOverToken(context);
    expect(token).toBeTruthy();
    const profile = await page.request.get('/api/auth/profile', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(profile.status()).toBe(200);
    expect((await profile.json()).user.name).toBe('Farah Khan');
  });

  test('sign-up: refusals keep what was typed; a new account is made at the code page', async ({
    page,
    context,
  }) => {
    test.slow();
    const mobile = ownMobile();
    await page.goto('/sign-in?ref=NOSUCHCODE');
    await expect(page.getByText('You were invited with code NOSUCHCODE')).toBeVisible();
    await page.getByLabel('Full name').fill('Ishaan Verma');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please fill all fields');
    await expect(page.getByLabel('Full name')).toHaveValue('Ishaan Verma');
    await page.getByLabel('Phone number').fill(mobile);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Please agree to the privacy notice to create your account.',
    );
    await expect(page.getByLabel('Phone number')).toHaveValue(mobile);
    await page.getByLabel('I have read the privacy notice and agree to it.').check();
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page).toHaveURL(/\/otp-verification$/);
    await expect(page.getByRole('status')).toHaveText('Sign In Successfully. OTP sent...');
    await expect(page.getByText(`Enter the 6-digit code sent to ${mobile}`)).toBeVisible();
    await page.getByLabel('Digit 1 of 6').fill(await readOtp(page.request, mobile));
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await expect(page).toHaveURL(/\/$/);
    const token = await handedOverToken(context);
    const profile = await page.request.get('/api/auth/profile', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect((await profile.json()).user.name).toBe('Ishaan Verma');
  });

  test('contact: a refusal keeps the message; a message sent is thanked', async ({ page }) => {
    await page.goto('/contact-us');
    const form = page.locator('form[data-contact-form="enquiry"]');
    await form.getByLabel('Name').fill('Leela Das');
    await form.getByLabel('Email').fill('leela@example');
    await form.getByLabel('Subject').fill('A wedding in March');
    await form.getByLabel('Your message').fill('Could the Durbar Hall seat 300 guests?');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(page).toHaveURL(/\/contact-us\/message$/);
    const again = page.locator('form[data-contact-form="enquiry"]');
    await expect(again.locator('[data-error-for="email"]')).not.toBeEmpty();
    await expect(again.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(again.getByLabel('Your message')).toHaveValue('Could the Durbar Hall seat 300 guests?');
    await expect(again.getByLabel('Subject')).toHaveValue('A wedding in March');
    await again.getByLabel('Email').fill('leela@example.in');
    await again.getByRole('button', { name: 'Send message' }).click();
    await expect(page).toHaveURL(/\/contact-us\/message\?sent=enquiry$/);
    await expect(page.getByRole('status')).toHaveText(
      'Thank you for writing. Our concierge will reply within a day.',
    );
  });

  test('newsletter: the footer signs an address up once, and a bad one is shown again', async ({ page }) => {
    const email = ownEmail('letter');
    await page.goto('/about');
    await page.getByRole('textbox', { name: 'Email address' }).fill('not an address');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page).toHaveURL(/\/newsletter$/);
    await expect(page.getByRole('alert')).not.toBeEmpty();
    const letter = page.getByRole('main').getByRole('textbox', { name: 'Email address' });
    await expect(letter).toHaveValue('not an address');
    await letter.fill(email);
    await page.getByRole('main').getByRole('button', { name: 'Subscribe' }).click();
    await expect(page).toHaveURL(/\/newsletter\?subscribed=new$/);
    await expect(page.getByRole('status')).toHaveText(
      'Thank you for subscribing. The palace letter arrives once a month.',
    );
    await page.goto('/');
    await page.getByRole('textbox', { name: 'Email address' }).fill(email);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'You are already on our list. Thank you for staying in touch.',
    );
  });

  test('a form posted from another site is refused', async ({ request }) => {
    const refused = await request.post('/login', {
      form: { phone: ownMobile() },
      headers: { 'sec-fetch-site': 'cross-site', origin: 'https://elsewhere.example' },
    });
    expect(refused.status()).toBe(403);
    expect(await refused.text()).toContain('This form was sent from another site');
  });
});

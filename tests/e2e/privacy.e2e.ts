import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { signLink } from '../../src/server/services/signed-links';
import { expect, test } from './fixtures';
import { readOtp } from './guest-session';
import { islandsReady } from './islands';
import { ownMobile } from './own-data';

// Issue 35: the privacy centre in Settings (what is kept, download, the offers choice, erasure with a notice
// period) and the unsubscribe link of a marketing email, at a phone's width and a desktop's.

/** Signs up through the API as the sign-up form does: the notice agreed to, offers chosen. */
async function signUpWithConsent(page: Page, name: string, marketing: boolean) {
  const phone = ownMobile();
  await page.request.post('/api/auth/signup', { data: { name, phone } });
  const otp = await readOtp(page.request, phone);
  const res = await page.request.post('/api/auth/verify-otp', {
    data: { phone, otp, askName: true, acceptNotice: true, marketing },
  });
  const { token, user } = await res.json();
  await page.goto('/');
  await page.evaluate(
    ([t, u]) => {
      localStorage.setItem('token', t);
      localStorage.setItem('user', u);
    },
    [token, JSON.stringify(user)] as const,
  );
  return { token, user };
}

for (const width of [375, 1440]) {
  test(`the privacy centre: what is kept, the data file, offers withdrawn, erasure asked and kept back (${width} px)`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 900 });
    await signUpWithConsent(page, 'Rhea Desai', true);
    await page.goto('/user-profile?tab=settings');
    await islandsReady(page);
    const centre = page.getByRole('region', { name: 'Your data and privacy' });
    await expect(centre.getByText('Your profile')).toBeVisible();
    await expect(centre).toContainText('Your name, phone.');
    await expect(centre).toContainText('You agreed to our privacy notice of 6 Dec 2026');
    await centre.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`privacy-centre-${width}.png`) });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      centre.getByRole('button', { name: 'Download my data' }).click(),
    ]);
    // A zip: the data as JSON, and the tax documents as PDFs (this guest has none yet).
    expect(download.suggestedFilename()).toMatch(/^supar-palace-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const archive = unzipSync(await readFile((await download.path())!));
    expect(Object.keys(archive)).toEqual(['data.json']);
    const file = JSON.parse(strFromU8(archive['data.json']!));
    expect(file.tables.users[0].name).toBe('Rhea Desai');
    expect(file.tables.consent_records).toHaveLength(2);

    const offers = centre.getByLabel(/Send me the hotel's offers/);
    await expect(offers).toBeChecked();
    await offers.uncheck();
    await expect(
      page.getByText('No more offers by SMS or email. Booking messages still reach you.'),
    ).toBeVisible();
    await expect(offers).not.toBeChecked();

    const erase = centre.getByRole('button', { name: 'Erase my account' });
    await expect(erase).toBeDisabled();
    await centre.getByLabel('Type ERASE to confirm').fill('ERASE');
    await erase.click();
    await expect(
      centre.getByText(/Your account will be erased on .+ Until then you can change your mind\./),
    ).toBeVisible();
    await centre.getByRole('button', { name: 'Keep my account' }).click();
    await expect(page.getByText('Your account will not be erased.')).toBeVisible();
    await expect(centre.getByRole('button', { name: 'Erase my account' })).toBeVisible();
  });
}

test('the unsubscribe link works without signing in, and a forged one is refused', async ({ page }) => {
  const { user, token } = await signUpWithConsent(page, 'Om Prakash', true);
  await page.evaluate(() => localStorage.clear());
  // The demo's published link secret signs the link (production refuses that secret; decision 114).
  const signature = signLink('unsubscribe', user.id, 'demo-only-link-secret-change-me-please').s;

  await page.goto(`/unsubscribe?u=${user.id}&s=${'A'.repeat(43)}`);
  await page.getByRole('button', { name: 'Unsubscribe me' }).click();
  await expect(page.getByRole('alert')).toHaveText('This unsubscribe link is not valid.');

  await page.goto(`/unsubscribe?u=${user.id}&s=${signature}`);
  await page.getByRole('button', { name: 'Unsubscribe me' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'You are unsubscribed' })).toHaveText(
    'You are unsubscribed: no more offers by SMS or email. Booking messages still reach you.',
  );
  const summary = await (
    await page.request.get('/api/privacy/summary', { headers: { authorization: `Bearer ${token}` } })
  ).json();
  expect(summary.consent.marketing).toBe(false);
});

test("the newsletter's welcome letter carries a link that takes the address off, without an account", async ({
  page,
}) => {
  const email = `letter-${Date.now()}@example.in`;
  await page.goto('/about');
  await page.getByRole('textbox', { name: 'Email address' }).fill(email);
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Thank you for subscribing' })).toBeVisible();
  const { messages } = (await (await page.request.get('/api/dev/mail-outbox')).json()) as {
    messages: { to: string; tag: string; unsubscribe?: string }[];
  };
  const welcome = messages.find((m) => m.to === email && m.tag === 'newsletter-welcome')!;
  const link = new URL(welcome.unsubscribe!);
  // The link points at the site it was signed up on, wherever that runs.
  expect(link.origin).toBe(new URL(page.url()).origin);

  // Opening the link changes nothing (a mail scanner follows links); its button does.
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByRole('button', { name: 'Unsubscribe me' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'off the palace letter' })).toHaveText(
    'You are off the palace letter: we will not write to this address again.',
  );
  // Signing up again is a new subscription, not "already on our list".
  await page.goto('/about');
  await page.getByRole('textbox', { name: 'Email address' }).fill(email);
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Thank you for subscribing' })).toBeVisible();
});

test("a mail client's one-click unsubscribe (RFC 8058) posts to the link alone and is answered without a redirect", async ({
  page,
}) => {
  const email = `one-click-${Date.now()}@example.in`;
  expect((await page.request.post('/api/newsletter', { data: { email } })).status()).toBe(201);
  const { messages } = (await (await page.request.get('/api/dev/mail-outbox')).json()) as {
    messages: { to: string; tag: string; unsubscribe?: string }[];
  };
  const link = new URL(messages.find((m) => m.to === email && m.tag === 'newsletter-welcome')!.unsubscribe!);
  // What Gmail sends: the link's address, the body `List-Unsubscribe=One-Click`, no cookie, no session.
  const res = await page.request.post(`${link.pathname}${link.search}`, {
    form: { 'List-Unsubscribe': 'One-Click' },
    maxRedirects: 0,
  });
  expect(res.status()).toBe(200);
  expect(await res.text()).toContain('You are off the palace letter');
  // A forged link posted the same way is refused, and says so.
  const forged = new URL(link);
  forged.searchParams.set('s', 'B'.repeat(43));
  const refused = await page.request.post(`${forged.pathname}${forged.search}`, {
    form: { 'List-Unsubscribe': 'One-Click' },
  });
  expect(await refused.text()).toContain('This unsubscribe link is not valid.');
});

test('a friend invited by email erases the invitation from the link in it, without an account', async ({
  page,
}) => {
  const { token } = await signUpWithConsent(page, 'Tara Host', false);
  const email = `friend-${Date.now()}@example.in`;
  const invited = await page.request.post('/api/referrals/invite', {
    data: { refereeName: 'Zoya', refereeEmail: email },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(invited.status()).toBe(201);
  const listed = async () =>
    (await page.request.get('/api/referrals', { headers: { authorization: `Bearer ${token}` } })).text();
  expect(await listed()).toContain(email);
  const { messages } = await (await page.request.get('/api/dev/mail-outbox')).json();
  const sent = messages.find((m: { to: string }) => m.to === email);
  const href = /href="([^"]*\/forget-invitation\?[^"]+)"/.exec(sent.html)![1]!.replace(/&amp;/g, '&');
  await page.evaluate(() => localStorage.clear());
  await page.goto(new URL(href).pathname + new URL(href).search);
  await page.getByRole('button', { name: 'Erase the invitation' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'erased' })).toHaveText(
    'Your invitation and your email address are erased. Nobody will write to you about it again.',
  );
  // The inviting guest's list no longer holds the friend's name or address.
  expect(await listed()).not.toContain(email);
});

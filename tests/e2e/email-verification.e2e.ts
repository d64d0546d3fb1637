import { confirmationLinkTo } from './email-links';
import { expect, test } from './fixtures';
import { islandsReady } from './islands';
import { signInAsNewGuest } from './login';
import { ownEmail } from './own-data';
import { expectToast } from './toasts';

test('a new email on the profile is unverified until the guest confirms it from the link sent to it', async ({
  page,
}) => {
  await signInAsNewGuest(page, 'Nandini Rao');
  await page.goto('/user-profile?tab=settings');
  await islandsReady(page);
  const panel = page.getByRole('tabpanel');
  const email = ownEmail('nandini');
  await panel.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit profile' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Update Profile' }).click();
  await expectToast(page, `We sent a link to ${email}.`);
  const row = panel.locator('.settings-row').filter({ hasText: 'Email' });
  await expect(row).toContainText(`Unverified: we sent a link to ${email}; resend`);

  // Resend sends a second link.
  await row.getByRole('button', { name: 'resend' }).click();
  await expectToast(page, `We sent a link to ${email}. Open it within 24 hours`);

  // The guest opens the letter's link; opening it changes nothing (mail scanners follow links), the button does.
  const link = await confirmationLinkTo(page.request, email);
  expect(link.origin).toBe(new URL(page.url()).origin);
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your email address' })).toBeVisible();
  await page.reload();
  await page.getByRole('button', { name: 'Confirm my email address' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'is confirmed' })).toHaveText(
    `Thank you: ${email} is confirmed. Messages about your bookings will reach you there too.`,
  );

  // Back on the profile, the address is shown confirmed.
  await page.getByRole('link', { name: 'Go to your profile' }).click();
  await islandsReady(page);
  const confirmed = page.getByRole('tabpanel').locator('.settings-row').filter({ hasText: 'Email' });
  await expect(confirmed).toContainText(email.split('@')[0]!);
  await expect(confirmed).not.toContainText('Unverified');

  // The same link again is refused, and says so.
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByRole('button', { name: 'Confirm my email address' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'already used' })).toHaveText(
    'This confirmation link was already used. Nothing was changed.',
  );
});

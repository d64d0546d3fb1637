import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { HotelRules } from '../../src/contracts/hotel';
import { minutesInWords, windowInWords } from '../../src/lib/cancellation-words';
import { expect, test } from './fixtures';

const policies = [
  { path: '/policies/privacy-notice', title: 'Privacy notice' },
  { path: '/policies/terms-of-booking', title: 'Terms of booking' },
  { path: '/policies/cancellation-and-refunds', title: 'Cancellation and refund policy' },
  { path: '/policies/house-policies', title: 'House policies' },
];
const site = JSON.parse(readFileSync('src/content/site.json', 'utf8'))[0] as {
  checkIn: string;
  checkOut: string;
};

for (const { path, title } of policies) {
  for (const width of [375, 1440]) {
    test(`${path} at ${width} px: one heading, its last change, and no axe violation`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(path, { waitUntil: 'networkidle' });
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.getByTestId('last-changed')).toHaveText(/^Last changed: \d{1,2} \w+ \d{4}$/);
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
        .analyze();
      expect(
        results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      ).toEqual([]);
    });
  }
}

test('the cancellation page prints each kind’s window and hold as the server computes them', async ({
  page,
}) => {
  // The rules the running server enforces and serves, not the page's own source.
  const rules = (await (await page.request.get('/api/hotel/rules')).json()) as HotelRules;
  expect(rules.kinds.map((k) => k.kind).sort()).toEqual(['hall', 'room', 'table']);
  await page.goto('/policies/cancellation-and-refunds');
  const figures = page.getByTestId('cancellation-figures');
  for (const kind of rules.kinds) {
    const row = figures.locator(`tr[data-kind="${kind.kind}"]`);
    await expect(row).toContainText(kind.label);
    await expect(row).toContainText(windowInWords(kind.cancellationWindow));
    await expect(row).toContainText(kind.cancellationPolicy);
    await expect(row).toContainText(minutesInWords(kind.holdMinutes));
  }
  await expect(figures).toContainText(`within ${rules.refundArrivesWithin}`);
});

test('the house policies print the check-in and check-out times of the site facts', async ({ page }) => {
  await page.goto('/policies/house-policies');
  const rules = (await (await page.request.get('/api/hotel/rules')).json()) as HotelRules;
  expect([rules.checkInTime, rules.checkOutTime]).toEqual([site.checkIn, site.checkOut]);
  await expect(page.getByTestId('house-figures')).toContainText(`Check-in from ${site.checkIn}`);
  await expect(page.getByTestId('house-figures')).toContainText(`Check-out by ${site.checkOut}`);
  for (const heading of ['Identity at check-in', 'Children', 'Extra beds', 'Pets']) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
});

test('the footer links every policy page, and a link reaches it', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Policies' });
  for (const { path } of policies) await expect(nav.locator(`a[href="${path}"]`)).toHaveCount(1);
  await nav.getByRole('link', { name: 'Cancellation & refunds' }).click();
  await expect(page).toHaveURL(/\/policies\/cancellation-and-refunds$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cancellation and refund policy');
});

for (const checkout of ['/booking-details', '/menu-booking-details']) {
  test(`the checkout ${checkout} links every policy page before payment`, async ({ page }) => {
    await page.goto(checkout);
    const nav = page.getByRole('navigation', { name: 'Our terms' });
    for (const { path } of policies) await expect(nav.locator(`a[href="${path}"]`)).toHaveCount(1);
    await nav.getByRole('link', { name: 'Terms of booking' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of booking');
  });
}

test('the sign-up form links the privacy notice and the terms', async ({ page }) => {
  await page.goto('/sign-in');
  const form = page.locator('form.auth-form');
  await expect(form.getByRole('link', { name: 'terms of booking' })).toHaveAttribute(
    'href',
    '/policies/terms-of-booking',
  );
  await form.getByRole('link', { name: 'privacy notice' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy notice');
  await expect(page.getByRole('heading', { level: 2, name: 'Grievance officer' })).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Complaining to the Data Protection Board of India' }),
  ).toBeVisible();
});

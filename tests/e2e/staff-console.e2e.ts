import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { islandsReady } from './islands';
import { signInAsNewGuest } from './login';
import { signInAsStaff } from './staff-session';

// Issue 33: the staff console at /staff. Signed out it offers the sign-in back to itself; a guest is told it is for
// hotel staff; staff and admins work in it. Axe-clean at 1440 and 1024 px, with screenshots to look at.
const WIDTHS = [1440, 1024] as const;

async function expectAxeClean(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

test('signed out, /staff offers the phone sign-in that comes back to it, and is not indexed', async ({
  page,
}) => {
  await page.goto('/staff');
  await islandsReady(page);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login?next=%2Fstaff');
});

test('a guest who opens /staff is told it is for hotel staff', async ({ page }) => {
  await signInAsNewGuest(page, 'Curious Guest');
  await page.goto('/staff');
  await islandsReady(page);
  await expect(page.getByRole('alert')).toContainText('This console is for hotel staff.');
  await page.goto('/staff/people');
  await expect(page.getByRole('alert')).toContainText('This console is for hotel staff.');
});

test('no guest page links to the console', async ({ page }) => {
  for (const path of ['/', '/room-booking', '/dining', '/events', '/about', '/login']) {
    await page.goto(path);
    await islandsReady(page);
    await expect(page.locator('a[href^="/staff"]'), path).toHaveCount(0);
  }
});

for (const width of WIDTHS) {
  test(`an admin makes a new colleague staff on the People screen at ${width} px, by keyboard, axe-clean`, async ({
    page,
  }) => {
    // Opening the desk's session may wait out another journey's code pause.
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 900 });
    await signInAsStaff(page, 'Meera Admin', 'admin');
    const colleague = await signInAsStaff(page, 'Kabir Rao', 'guest');
    // Back as the admin: the colleague's sign-in replaced the stored session, so sign the admin in again.
    await signInAsStaff(page, 'Meera Admin', 'admin');
    await page.goto('/staff');
    await islandsReady(page);
    await expect(page.getByText('Signed in as Meera Admin, an admin.')).toBeVisible();
    await expectAxeClean(page);
    await page.screenshot({ path: `test-results/staff-console-${width}.png`, fullPage: true });

    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'People' }).click();
    await islandsReady(page);
    await page.getByLabel('Phone number').fill(colleague.mobile);
    const role = page.getByRole('combobox', { name: /^Role/ });
    await role.selectOption('staff');
    await role.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Kabir Rao is now hotel staff.')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: colleague.mobile })).toContainText('Kabir Rao');
    await expect(page.getByRole('row').filter({ hasText: colleague.mobile })).toContainText('Staff');
    await expectAxeClean(page);
    await page.screenshot({ path: `test-results/staff-people-${width}.png`, fullPage: true });
  });
}

import { expect, test } from './fixtures';

// The end-to-end server runs `npm start`'s script with no APP_MODE: the demo a fresh install starts.
for (const path of ['/', '/room-booking', '/login']) {
  test(`${path} says discreetly that the site is a demonstration`, async ({ page }) => {
    await page.goto(path);
    const notice = page.getByRole('complementary', { name: 'Demonstration site' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('test payments');
    await expect(notice).toContainText('sign-in codes appear in the developer outbox');
  });
}

test('the demo serves its SMS outbox', async ({ request }) => {
  const res = await request.get('/api/dev/sms-outbox');
  expect(res.status()).toBe(200);
  expect(await res.json()).toHaveProperty('messages');
});

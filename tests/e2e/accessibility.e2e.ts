import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import { marketingPages } from './marketing-pages';

for (const path of marketingPages) {
  for (const width of [375, 1440]) {
    test(`axe finds no violation on ${path} at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(path, { waitUntil: 'networkidle' });
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
        .analyze();
      const summary = results.violations.map(
        (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      );
      expect(summary).toEqual([]);
    });
  }
}

test('axe finds no violation in the open lightbox', async ({ page }) => {
  await page.goto('/gallery');
  // The lightbox answers once the site script has started it, after the first paint (decision 124).
  await expect(page.locator('[data-lightbox][data-ready]')).toBeAttached();
  await page.getByRole('link', { name: 'Enlarge: Laal maas' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  const results = await new AxeBuilder({ page }).include('dialog').analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
});

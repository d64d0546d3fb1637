import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { holdSiteScript, siteScriptStarted } from './islands';

// Decision 126: the phone menu and the gallery's thumbnails answer a tap before the site script has started (it
// starts after the first paint, decision 124) and with JavaScript switched off: the menu is a popover its button
// opens, each thumbnail a link to its picture.

/** What Chromium tells a screen reader about the menu button: its role and whether it says it is expanded. */
async function menuButtonForScreenReaders(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', {
    nodeId: root.nodeId,
    selector: '[data-menu-toggle]',
  });
  const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false });
  const node = nodes[0];
  await cdp.detach();
  return {
    role: node?.role?.value,
    name: node?.name?.value,
    expanded: node?.properties?.find((p) => p.name === 'expanded')?.value.value,
  };
}

const mainMenuLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true }).first();

test.describe('at phone width', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test.describe('with JavaScript switched off', () => {
    test.use({ javaScriptEnabled: false });

    test('the menu opens, says so, closes with Escape, and its links lead on', async ({ page }) => {
      await page.goto('/about');
      const toggle = page.getByRole('button', { name: 'Menu' });
      const rooms = mainMenuLink(page, 'Rooms');
      await expect(rooms).toBeHidden();
      expect(await menuButtonForScreenReaders(page)).toEqual({
        role: 'button',
        name: 'Menu',
        expanded: false,
      });

      await toggle.click();
      await expect(rooms).toBeVisible();
      await expect(page.getByRole('link', { name: 'Book Now' })).toBeVisible();
      expect(await menuButtonForScreenReaders(page)).toEqual({
        role: 'button',
        name: 'Menu',
        expanded: true,
      });
      // The menu hangs from the header's lower edge, over the page, the full width of the screen.
      const header = (await page.locator('.nav-bar').boundingBox())!;
      const menu = (await page.getByRole('navigation', { name: 'Main' }).boundingBox())!;
      expect(Math.abs(menu.y - (header.y + header.height - 1))).toBeLessThan(1);
      expect([menu.x, menu.width]).toEqual([0, 375]);

      // Keyboard: the next Tab is in the menu, and Escape closes it with focus back on the button.
      await toggle.focus();
      await page.keyboard.press('Tab');
      await expect(mainMenuLink(page, 'Home')).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(rooms).toBeHidden();
      await expect(toggle).toBeFocused();

      await page.keyboard.press('Enter');
      await expect(rooms).toBeVisible();
      await rooms.click();
      await expect(page).toHaveURL(/\/room-booking$/);
    });

    test('a tap outside the open menu closes it', async ({ page }) => {
      await page.goto('/about');
      await page.getByRole('button', { name: 'Menu' }).click();
      await expect(mainMenuLink(page, 'Rooms')).toBeVisible();
      await page.mouse.click(187, 780);
      await expect(mainMenuLink(page, 'Rooms')).toBeHidden();
      await expect(page).toHaveURL(/\/about$/);
    });

    // Chromium draws a picture opened on its own with inline styles of its own: the pictures' policy
    // (PICTURE_POLICY) lets them apply, so the fixture's check finds no refusal in the console.
    test('a gallery thumbnail opens its picture', async ({ page }) => {
      await page.goto('/gallery');
      const [response] = await Promise.all([
        page.waitForResponse((r) => r.request().isNavigationRequest()),
        page.getByRole('link', { name: 'Enlarge: Maharaja Suite' }).click(),
      ]);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toMatch(/^image\//);
      expect(response.headers()['content-security-policy']).toMatch(/style-src 'unsafe-inline'/);
      expect(page.url()).toMatch(/\/_astro\/[^/]+\.(webp|avif|jpe?g|png)$/);
      await expect(page.locator('img')).toHaveJSProperty('complete', true);
      expect(await page.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(
        0,
      );
    });
  });

  test('a tap on the menu before the site script has started opens it, and the script then says so', async ({
    page,
  }) => {
    const { held, release } = await holdSiteScript(page);
    await page.goto('/about');
    // The page has painted and asked for its script, which has not arrived.
    await expect.poll(() => held.length).toBe(1);
    await expect(page.locator('astro-island[ssr]:not([renderer-url])')).toHaveCount(1);

    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.click();
    await expect(mainMenuLink(page, 'Rooms')).toBeVisible();
    expect((await menuButtonForScreenReaders(page)).expanded).toBe(true);

    release();
    await siteScriptStarted(page);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(mainMenuLink(page, 'Rooms')).toBeHidden();
  });

  test('the open menu is closed as the page is left, so it does not come back open', async ({ page }) => {
    await page.goto('/about');
    await siteScriptStarted(page);
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(mainMenuLink(page, 'Rooms')).toBeVisible();
    // What the browser sends a page it keeps in its back-forward cache as the guest follows a link (Playwright's
    // Chromium runs without that cache, so the page is told directly).
    await page.evaluate(() => dispatchEvent(new PageTransitionEvent('pagehide', { persisted: true })));
    await expect(mainMenuLink(page, 'Rooms')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('where popovers are unknown, the site script opens the menu under the bar', async ({ page }) => {
    // A browser without popovers (Safari before 17), as near as Chromium comes: neither the attributes nor the method.
    await page.addInitScript(() => {
      delete (HTMLElement.prototype as Partial<HTMLElement>).togglePopover;
      document.addEventListener('DOMContentLoaded', () => {
        document.querySelector('[data-menu-toggle]')?.removeAttribute('popovertarget');
        document.querySelector('[data-menu]')?.removeAttribute('popover');
      });
    });
    await page.goto('/about');
    await siteScriptStarted(page);
    const toggle = page.getByRole('button', { name: 'Menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(mainMenuLink(page, 'Rooms')).toBeVisible();
    const bar = (await page.locator('.nav-bar').boundingBox())!;
    const menu = (await page.getByRole('navigation', { name: 'Main' }).boundingBox())!;
    expect(Math.abs(menu.y - (bar.y + bar.height - 1))).toBeLessThan(1);
    expect([menu.x, menu.width]).toEqual([0, 375]);
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(mainMenuLink(page, 'Rooms')).toBeHidden();
  });

  test('the menu closes when the screen grows wide, and shows as the bar there', async ({ page }) => {
    await page.goto('/about');
    await siteScriptStarted(page);
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(mainMenuLink(page, 'Rooms')).toBeVisible();
    await page.setViewportSize({ width: 1440, height: 900 });
    await expect(page.locator('[data-menu]:popover-open')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
    const bar = (await page.locator('.nav-bar').boundingBox())!;
    const rooms = (await mainMenuLink(page, 'Rooms').boundingBox())!;
    expect(rooms.y).toBeGreaterThan(bar.y);
    expect(rooms.y + rooms.height).toBeLessThan(bar.y + bar.height);
  });
});

test('a gallery thumbnail tapped before the lightbox is ready opens its picture', async ({ page }) => {
  const { held, release } = await holdSiteScript(page);
  await page.goto('/gallery');
  await expect.poll(() => held.length).toBe(1);
  await page.getByRole('link', { name: 'Enlarge: Laal maas' }).click();
  await expect(page).toHaveURL(/\/_astro\/[^/]+\.(webp|avif|jpe?g|png)$/);
  await expect(page.locator('img')).toHaveJSProperty('complete', true);
  release();
});

import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';

/** The two widths the layout journeys are walked at: a small phone and a desktop. */
export const WIDTHS = [375, 1440] as const;

/** Saves a screenshot for a person to look at, outside the repository (PLAYWRIGHT_SHOTS_DIR, else the temp dir). */
export async function keepScreenshot(page: Page, name: string): Promise<void> {
  const dir = process.env.PLAYWRIGHT_SHOTS_DIR ?? join(tmpdir(), 'palace-screens');
  await page.screenshot({ path: join(dir, `${name}.png`) });
}

/** The text of each line an element's words are laid out on, as the browser broke them. */
export function renderedLines(locator: Locator): Promise<string[]> {
  return locator.evaluate((el) => {
    const lines: string[] = [];
    let lineTop: number | null = null;
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (let i = 0; i < text.length; i++) {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const rect = range.getClientRects()[0];
        // A space the browser broke the line at has no box: it ends the line it follows.
        if (rect && rect.width > 0 && (lineTop === null || rect.top > lineTop + rect.height / 2)) {
          lines.push('');
          lineTop = rect.top;
        }
        if (lines.length > 0) lines[lines.length - 1] = `${lines[lines.length - 1]}${text[i]}`;
      }
    }
    return lines.map((line) => line.trim()).filter(Boolean);
  });
}

/** WCAG relative luminance of an sRGB colour given as 0-255 channels. */
function luminance([r, g, b]: number[]): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r!) + 0.7152 * lin(g!) + 0.0722 * lin(b!);
}

/**
 * The contrast of an element's light text against the worst of what lies behind it (a picture under a shade): the
 * text is made transparent, its box photographed, and the box's lightest pixel taken against the text's colour.
 */
export async function contrastOverPicture(page: Page, locator: Locator): Promise<number> {
  const color = await locator.evaluate((el) => getComputedStyle(el).color);
  const text = color
    .match(/\d+(\.\d+)?/g)!
    .slice(0, 3)
    .map(Number);
  await locator.evaluate((el) => {
    (el as HTMLElement).style.setProperty('color', 'transparent', 'important');
    (el as HTMLElement).style.setProperty('text-shadow', 'none', 'important');
  });
  const png = await locator.screenshot({ animations: 'disabled' });
  await locator.evaluate((el) => {
    (el as HTMLElement).style.removeProperty('color');
    (el as HTMLElement).style.removeProperty('text-shadow');
  });
  // Decoded in a blank page of the same browser: the site's own pages allow no data: images to be fetched.
  const scratch = await page.context().newPage();
  try {
    const pixels = await scratch.evaluate(async (base64) => {
      const blob = await (await fetch(`data:image/png;base64,${base64}`)).blob();
      const bitmap = await createImageBitmap(blob);
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d')!;
      context.drawImage(bitmap, 0, 0);
      return Array.from(context.getImageData(0, 0, bitmap.width, bitmap.height).data);
    }, png.toString('base64'));
    let lightest = 0;
    for (let i = 0; i < pixels.length; i += 4) {
      lightest = Math.max(lightest, luminance(pixels.slice(i, i + 3)));
    }
    // Light text: the lightest pixel behind it is the worst case (below 1 if the picture is lighter than the text).
    return (luminance(text) + 0.05) / (lightest + 0.05);
  } finally {
    await scratch.close();
  }
}

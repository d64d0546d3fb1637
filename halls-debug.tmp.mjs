import { chromium } from '@playwright/test';
const base = 'http://localhost:4412';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage();
await page.goto(`${base}/events`);
await page.waitForTimeout(2000);
await page.getByLabel('Full name').focus();
const where = async (label) => console.log(label, await page.evaluate(() => `${document.activeElement?.tagName} ${document.activeElement?.getAttribute('name')}`));
for (const [k, v] of [['Tab'], ['Tab'], ['type', 'a@b.in'], ['Tab'], ['type', 'w'], ['Tab'], ['type', '12192026'], ['Tab'], ['Tab'], ['type', '12192026'], ['Tab'], ['Tab'], ['type', 'e']]) {
  if (k === 'type') await page.keyboard.type(v); else await page.keyboard.press(k);
  await where(`${k} ${v ?? ''}`);
}
console.log(await page.getByLabel('Start date').inputValue(), await page.getByLabel('End date').inputValue(), await page.getByLabel('Time slot').inputValue());
await browser.close();

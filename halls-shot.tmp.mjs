import { chromium } from '@playwright/test';
const base = 'http://localhost:4412';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const phone = `+9198${Math.floor(10000000 + Math.random() * 89999999)}`;
const ctx0 = await browser.newContext();
const r = await ctx0.request.post(`${base}/api/auth/signup`, { data: { name: 'Asha Verma', phone } });
const outbox = await (await ctx0.request.get(`${base}/api/dev/sms-outbox`)).json();
const msg = (outbox.messages ?? outbox).find((m) => m.to === phone || m.phone === phone);
const otp = /\d{6}/.exec(msg.text ?? msg.body ?? JSON.stringify(msg))[0];
const v = await (await ctx0.request.post(`${base}/api/auth/verify-otp`, { data: { phone, otp } })).json();
for (const width of [375, 1280]) {
  const ctx = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await ctx.newPage();
  page.on('console', (m) => m.type() === 'error' && console.log('console:', m.text()));
  await page.goto(`${base}/events-booking`);
  await page.screenshot({ path: `/tmp/halls-shots/eb-out-${width}.png`, fullPage: true });
  await page.evaluate(([t, u]) => { localStorage.setItem('token', t); localStorage.setItem('user', u); }, [v.token, JSON.stringify(v.user)]);
  await page.reload();
  await page.waitForTimeout(1500);
  await page.getByLabel('Date').fill('2026-12-19');
  await page.getByLabel('Guests').fill('150');
  await page.getByLabel('Time Slot').selectOption('Evening');
  await page.getByRole('button', { name: 'Check Availability' }).click();
  await page.waitForTimeout(1000);
  await page.screenshot({ path: `/tmp/halls-shots/eb-in-${width}.png`, fullPage: true });
  await page.getByRole('button', { name: /^Book Chandra/ }).click();
  await page.waitForTimeout(500);
  await page.screenshot({ path: `/tmp/halls-shots/wiz1-${width}.png` });
  await page.keyboard.press('Enter');
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/halls-shots/wiz2-${width}.png` });
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForTimeout(300);
  await page.screenshot({ path: `/tmp/halls-shots/wiz3-${width}.png` });
  if (width === 375) {
    await page.getByRole('button', { name: 'Confirm Booking' }).click();
    await page.waitForTimeout(1000);
    await page.screenshot({ path: `/tmp/halls-shots/sent-${width}.png`, fullPage: true });
    const link = await page.getByRole('link', { name: 'See your request' }).getAttribute('href');
    await page.goto(base + link);
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `/tmp/halls-shots/details-${width}.png`, fullPage: true });
  }
  await page.goto(`${base}/events`);
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `/tmp/halls-shots/events-${width}.png`, fullPage: true });
  await ctx.close();
}
await browser.close();

import type { Page } from '@playwright/test';

/**
 * The two visitors every phone-facing feature is checked for: a phone held upright (touch, mobile viewport) and a
 * desktop browser. Use with `test.use(device.use)` inside a describe per device.
 */
export const devices = [
  { name: 'phone', use: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } },
  { name: 'desktop', use: { viewport: { width: 1280, height: 800 }, hasTouch: false, isMobile: false } },
] as const;

/** Width and height of a PNG or JPEG (the page check reads the link previews with it too). */
export { imageSize } from '../scripts/image-size';

/**
 * Drags across the page from one point to another the way the device would: a finger on a touch device (real touch
 * events, which the page sees as pointer events of type "touch"), the mouse on a desktop.
 */
export async function swipe(page: Page, from: { x: number; y: number }, to: { x: number; y: number }, steps = 10) {
  const at = (i: number) => ({ x: from.x + ((to.x - from.x) * i) / steps, y: from.y + ((to.y - from.y) * i) / steps });
  const hasTouch = await page.evaluate(() => navigator.maxTouchPoints > 0);
  if (!hasTouch) {
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    for (let i = 1; i <= steps; i++) await page.mouse.move(at(i).x, at(i).y);
    await page.mouse.up();
    return;
  }
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', point?: { x: number; y: number }) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: point ? [{ x: point.x, y: point.y, id: 1 }] : [] });
  await touch('touchStart', from);
  for (let i = 1; i <= steps; i++) await touch('touchMove', at(i));
  await touch('touchEnd');
  await cdp.detach();
}

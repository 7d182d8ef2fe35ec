import type { Page } from 'playwright-core';

/** A real PNG drawn by the browser's canvas (no image library needed in the tests). */
export async function drawnPng(page: Page, width: number, height: number): Promise<Buffer> {
  const base64 = await page.evaluate(
    ({ w, h }) => {
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no canvas');
      const gradient = context.createLinearGradient(0, 0, w, h);
      gradient.addColorStop(0, '#d9886a');
      gradient.addColorStop(1, '#5b8bb0');
      context.fillStyle = gradient;
      context.fillRect(0, 0, w, h);
      return canvas.toDataURL('image/png').split(',')[1] ?? '';
    },
    { w: width, h: height },
  );
  return Buffer.from(base64, 'base64');
}

import type { Page } from 'playwright-core';
import { axeViolations } from './browser';

export interface ColourSchemeAudit {
  /** Page background luminance in light and dark (0 black .. 1 white): proves the dark audit saw a dark page. */
  luminance: { light: number; dark: number };
  violations: { light: string[]; dark: string[] };
}

/** Relative luminance of the colour the page paints behind its content (0 black .. 1 white). */
export function backgroundLuminance(page: Page): Promise<number> {
  return page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) throw new Error('no 2d canvas');
    // The canvas converts any CSS colour syntax (oklch(), color-mix(), rgb()) into sRGB pixels.
    const toRgba = (colour: string) => {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = colour;
      context.fillRect(0, 0, 1, 1);
      return Array.from(context.getImageData(0, 0, 1, 1).data);
    };
    // What the guest sees at the left edge, half-way down: the first opaque background from that element upwards.
    let element: Element | null = document.elementFromPoint(4, Math.round(window.innerHeight / 2));
    let rgba = [255, 255, 255, 255];
    for (; element; element = element.parentElement) {
      const colour = toRgba(getComputedStyle(element).backgroundColor);
      if ((colour[3] ?? 0) > 200) {
        rgba = colour;
        break;
      }
    }
    const linear = (channel: number) => {
      const value = channel / 255;
      return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
    };
    const [r = 0, g = 0, b = 0] = rgba;
    return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
  });
}

async function settle(page: Page): Promise<void> {
  // Two frames: the media change reaches the style engine, then a listener's re-render is painted.
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
  // Colour transitions must finish before contrast is measured.
  await page.waitForTimeout(400);
}

/**
 * axe on the page as it is, once with the system preference light and once dark (the site's default colour mode
 * follows the system; the server-rendered mode is the same). Leaves the page in light.
 */
export async function auditInBothColourSchemes(page: Page): Promise<ColourSchemeAudit> {
  await page.emulateMedia({ colorScheme: 'light' });
  await settle(page);
  const lightLuminance = await backgroundLuminance(page);
  const light = await axeViolations(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await settle(page);
  // A loaded machine may take a moment to re-render: wait (bounded) for the page to change before auditing it.
  let darkLuminance = await backgroundLuminance(page);
  for (let attempt = 0; attempt < 20 && darkLuminance >= lightLuminance; attempt += 1) {
    await page.waitForTimeout(250);
    darkLuminance = await backgroundLuminance(page);
  }
  await settle(page);
  const dark = await axeViolations(page);
  await page.emulateMedia({ colorScheme: 'light' });
  await settle(page);
  return { luminance: { light: lightLuminance, dark: darkLuminance }, violations: { light, dark } };
}

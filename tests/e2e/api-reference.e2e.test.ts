import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/browser';
import { type SiteServer, startSiteServer } from './support/site-server';

/**
 * The API reference for other teams: GET /api/reference renders the OpenAPI document in Chromium
 * with everything served by the API itself: no request to another origin (no CDN, no web font, no validator
 * badge) and no error (a script the content security policy blocked would show here).
 */
describe('API reference page (self-hosted Swagger UI)', () => {
  let server: SiteServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startSiteServer();
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('renders every operation of /api/openapi.json with no request to another origin', async () => {
    const context = await browser.newContext();
    const origin = new URL(server.baseUrl).origin;
    const foreign: string[] = [];
    const errors: string[] = [];
    // Anything outside the test server is recorded, then refused (the machine is offline anyway).
    await context.route(
      (url) => url.origin !== origin && url.protocol !== 'data:' && url.protocol !== 'blob:',
      (route) => {
        foreign.push(route.request().url());
        return route.abort('blockedbyclient');
      },
    );
    const page = await context.newPage();
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(`${server.baseUrl}/api/reference`, { waitUntil: 'networkidle' });
    const documented = await (await fetch(`${server.baseUrl}/api/openapi.json`)).json();
    // Swagger UI shows an operation once under each of its tags.
    const operations = Object.values(documented.paths as Record<string, Record<string, { tags?: string[] }>>)
      .flatMap((item) => Object.values(item))
      .reduce((count, operation) => count + Math.max(1, operation.tags?.length ?? 0), 0);
    // Swagger UI virtualises the page (only what is near the viewport is drawn): scroll half a viewport at a time and,
    // at each stop, note the operations drawn once the drawing has settled (the same blocks twice, 100 ms apart).
    const drawnNow = async () =>
      (await page.locator('.opblock').evaluateAll((blocks) => blocks.map((block) => block.id))).join(' ');
    const drawn = new Set<string>();
    for (let atEnd = false; !atEnd && drawn.size < operations; ) {
      let settled: string;
      let next = await drawnNow();
      do {
        settled = next;
        await page.waitForTimeout(100);
        next = await drawnNow();
      } while (next !== settled);
      for (const id of settled.split(' ').filter(Boolean)) drawn.add(id);
      atEnd = await page.evaluate(() => {
        const before = window.scrollY;
        window.scrollBy(0, window.innerHeight / 2);
        return window.scrollY === before;
      });
    }
    expect(drawn.size).toBe(operations);
    expect(await page.getByText('Wedding API', { exact: false }).first().isVisible()).toBe(true);
    expect(foreign, 'requests to another origin').toEqual([]);
    expect(errors, 'page errors').toEqual([]);
    await context.close();
  });
});

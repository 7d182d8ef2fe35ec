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
    // Swagger UI draws only the tags near the viewport: scroll to the end, noting every operation drawn on the way.
    const drawn = new Set<string>();
    let unchangedSteps = 0;
    while (unchangedSteps < 5) {
      const before = drawn.size;
      for (const id of await page
        .locator('.opblock')
        .evaluateAll((blocks) => blocks.map((block) => block.id)))
        drawn.add(id);
      const atEnd = await page.evaluate(() => {
        window.scrollBy(0, window.innerHeight);
        return window.scrollY + window.innerHeight >= document.body.scrollHeight - 1;
      });
      unchangedSteps = atEnd && drawn.size === before ? unchangedSteps + 1 : 0;
      await page.waitForTimeout(atEnd ? 500 : 50);
    }
    expect(drawn.size).toBe(operations);
    expect(await page.getByText('Wedding API', { exact: false }).first().isVisible()).toBe(true);
    expect(foreign, 'requests to another origin').toEqual([]);
    expect(errors, 'page errors').toEqual([]);
    await context.close();
  });
});

import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/browser';
import { type SiteServer, startSiteServer } from './support/site-server';

/**
 * The API reference for other teams (issue 14): GET /api/reference renders the OpenAPI document in Chromium
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
    const operations = Object.values(documented.paths as Record<string, object>).reduce(
      (count: number, item) => count + Object.keys(item).length,
      0,
    );
    // Swagger UI draws the operations tag by tag: on a busy machine the first are there long before the last.
    await expect.poll(() => page.locator('.opblock').count(), { timeout: 60_000 }).toBe(operations);
    expect(await page.getByText('Wedding API', { exact: false }).first().isVisible()).toBe(true);
    expect(foreign, 'requests to another origin').toEqual([]);
    expect(errors, 'page errors').toEqual([]);
    await context.close();
  });
});

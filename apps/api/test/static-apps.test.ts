import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.js';
import { defaultConfig } from '../src/config.js';
import { createLocalDiskStorage } from '../src/storage/index.js';

/**
 * A stand-in for apps/site's server bundle with the same exports: it answers every path as "not a site path",
 * so this wiring test needs no database (test/site-pages.test.ts renders the real site on real databases).
 */
const FAKE_SITE_SERVER = `
export const parseSitePath = () => null;
export const sitePath = (locale, slug) => '/' + locale + '/w/' + slug;
export const createSiteRenderer = () => (state) => ({
  status: 404,
  html: '<html>site ' + JSON.stringify(state) + '<!--' + ' '.repeat(2000) + '--></html>',
});
`;

describe('serving the built front ends when their dist folders exist', () => {
  let root: string;
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'wedding-static-'));
    const site = path.join(root, 'site');
    const dashboard = path.join(root, 'dashboard');
    await mkdir(path.join(site, 'client', 'assets'), { recursive: true });
    await mkdir(path.join(site, 'server'), { recursive: true });
    await mkdir(dashboard, { recursive: true });
    await writeFile(path.join(site, 'client', 'index.html'), '<html>template</html>');
    await writeFile(path.join(site, 'client', 'assets', 'site-abc123.js'), 'console.log(1)');
    await writeFile(path.join(site, 'server', 'entry-server.js'), FAKE_SITE_SERVER);
    await writeFile(path.join(dashboard, 'index.html'), '<html>dashboard</html>');
    app = createApp({
      prisma: {} as never,
      pool: {} as never,
      storage: createLocalDiskStorage({ directory: path.join(root, 'uploads') }),
      config: defaultConfig({ staticApps: { site, dashboard } }),
      now: () => new Date(),
    });
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('the public site paths are rendered by the site bundle, not the dashboard', async () => {
    for (const url of ['/w/anna-und-ben', '/en/w/anna-und-ben']) {
      const res = await request(app).get(url);
      expect(res.status, url).toBe(404);
      expect(res.text, url).toMatch(/^<html>site \{"screen":"error","errorType":"wedding_not_found"/);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers.vary).toMatch(/^Cookie\b/);
    }
  });

  it('serves the hashed assets as immutable for a year; the template itself is not a public file', async () => {
    const res = await request(app).get('/assets/site-abc123.js');
    expect(res.text).toBe('console.log(1)');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await request(app).get('/index.html')).text).toBe('<html>dashboard</html>');
  });

  it('compresses what it sends when the client accepts it', async () => {
    const res = await request(app).get('/w/anna-und-ben').set('Accept-Encoding', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.text).toMatch(/^<html>site /);
  });

  it('the dashboard answers its own page paths (single-page app fallback), always asked for afresh', async () => {
    for (const url of [
      '/',
      '/login',
      '/register',
      '/dashboard',
      '/dashboard/wedding/theme',
      '/account/settings',
      '/admin/weddings',
    ]) {
      const res = await request(app).get(url).set('Accept', 'text/html');
      expect(res.status, url).toBe(200);
      expect(res.text, url).toBe('<html>dashboard</html>');
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('any other page path answers 404 with the app, which shows its not-found screen (never "Cannot GET")', async () => {
    for (const url of ['/nowhere', '/dashboards', '/loginx', '/w']) {
      const res = await request(app).get(url).set('Accept', 'text/html');
      expect(res.status, url).toBe(404);
      expect(res.text, url).toBe('<html>dashboard</html>');
    }
    const image = await request(app).get('/missing.png').set('Accept', 'image/png');
    expect(image.status).toBe(404);
    expect(image.text).not.toMatch(/Cannot GET/);
  });

  it('API paths are never swallowed by the fallback', async () => {
    const res = await request(app).get('/api/unknown');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'notFound' });
  });
});

describe('without a built dashboard', () => {
  it("an unknown page path still gets a not-found page in the visitor's language", async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'wedding-static-none-'));
    try {
      const app = createApp({
        prisma: {} as never,
        pool: {} as never,
        storage: createLocalDiskStorage({ directory: path.join(root, 'uploads') }),
        config: defaultConfig({ staticApps: {} }),
        now: () => new Date(),
      });
      const german = await request(app).get('/dashboard').set('Accept', 'text/html');
      expect(german.status).toBe(404);
      expect(german.text).toContain('<html lang="de">');
      expect(german.text).toContain('Seite nicht gefunden');
      const english = await request(app)
        .get('/anything')
        .set('Accept', 'text/html')
        .set('Cookie', 'preferred-locale=en');
      expect(english.text).toContain('Page not found');
      expect(english.text).not.toMatch(/Cannot GET/);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});

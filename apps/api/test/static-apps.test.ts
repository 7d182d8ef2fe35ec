import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.js';
import { defaultConfig } from '../src/config.js';
import { createLocalDiskStorage } from '../src/storage/index.js';

describe('serving the built front ends when their dist folders exist', () => {
  let root: string;
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'wedding-static-'));
    const site = path.join(root, 'site');
    const dashboard = path.join(root, 'dashboard');
    await mkdir(path.join(site, 'assets'), { recursive: true });
    await mkdir(dashboard, { recursive: true });
    await writeFile(path.join(site, 'index.html'), '<html>site</html>');
    await writeFile(path.join(site, 'assets', 'site.js'), 'console.log(1)');
    await writeFile(path.join(dashboard, 'index.html'), '<html>dashboard</html>');
    // No database query happens on these paths, so no database is needed.
    app = createApp({
      prisma: {} as never,
      storage: createLocalDiskStorage({ directory: path.join(root, 'uploads') }),
      config: defaultConfig({ staticApps: { site, dashboard } }),
      now: () => new Date(),
    });
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('the public site answers /w/{slug} and /{locale}/w/{slug} with its index.html', async () => {
    expect((await request(app).get('/w/anna-und-ben')).text).toBe('<html>site</html>');
    expect((await request(app).get('/en/w/anna-und-ben')).text).toBe('<html>site</html>');
    expect((await request(app).get('/assets/site.js')).text).toBe('console.log(1)');
  });

  it('the dashboard answers every other page path (single-page app fallback)', async () => {
    expect((await request(app).get('/')).text).toBe('<html>dashboard</html>');
    expect((await request(app).get('/dashboard/wedding/theme')).text).toBe('<html>dashboard</html>');
  });

  it('API paths are never swallowed by the fallback', async () => {
    const res = await request(app).get('/api/unknown');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'notFound' });
  });
});

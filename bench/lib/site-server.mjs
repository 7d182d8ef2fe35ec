// The production server of the guest site, started in-process so one extra route can serve the static twin page:
// the built Express app (apps/api/dist/app.js) with the built site (apps/site/dist), on a fresh embedded database
// with the seeded demo wedding, exactly as `node apps/api/dist/main.js` wires it.
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadApiSource, repoRoot } from './modules.mjs';

const apiRequire = createRequire(path.join(repoRoot, 'apps/api/package.json'));
const express = apiRequire('express');

const siteDist = path.join(repoRoot, 'apps/site/dist');
const builtApp = path.join(repoRoot, 'apps/api/dist/app.js');

export function assertSiteBuilt() {
  for (const file of [builtApp, siteDist]) {
    if (!existsSync(file)) {
      throw new Error(
        `${path.relative(repoRoot, file)} is missing: build first with ` +
          'npx -y pnpm@10 exec turbo run build --filter=@wedding/api... --filter=@wedding/site...',
      );
    }
  }
}

/**
 * Starts the site server on 127.0.0.1 with a free port. `staticPages` maps a path to HTML served by the same
 * process (registered before the app, so it is answered by the same Express stack and the same socket).
 */
export async function startSiteServer() {
  assertSiteBuilt();
  const [{ createApp }, source, db] = await Promise.all([
    import(pathToFileURL(builtApp).href),
    loadApiSource([
      './config.ts',
      './storage/index.ts',
      './startup.ts',
      './site/guest-views.ts',
      './site/public-view-cache.ts',
    ]),
    import(pathToFileURL(path.join(repoRoot, 'packages/db/dist/index.js')).href),
  ]);
  const [
    { configFromEnv },
    { createLocalDiskStorage },
    { seedDemoIfEmpty },
    { batchedGuestViews },
    { createPublicViewCache },
  ] = source;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'wedding-bench-site-'));
  const uploadDir = path.join(dataDir, 'uploads');
  // null: the embedded database even when DATABASE_URL is set, like `npm start` on a fresh machine.
  const database = await db.openDatabase({ databaseUrl: null, dataDir: path.join(dataDir, 'pglite') });
  const demo = await seedDemoIfEmpty(database.prisma, { uploadDir, dataDir });

  const staticPages = new Map();
  const outer = express();
  outer.get('/{*path}', (req, res, next) => {
    const html = staticPages.get(req.path);
    if (html === undefined) {
      next();
      return;
    }
    res.type('html').set('Cache-Control', 'no-store').send(html);
  });
  const server = http.createServer(outer);
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${server.address().port}`;
  const env = { PORT: String(server.address().port), PUBLIC_URL: baseUrl };
  const config = { ...configFromEnv(env), staticApps: { site: siteDist } };
  const app = createApp({
    prisma: database.prisma,
    pool: database.pool,
    storage: createLocalDiskStorage({ directory: uploadDir }),
    config,
    now: () => new Date(),
    // As main.ts wires the production server.
    guestViews: batchedGuestViews(database.prisma),
    publicViews: createPublicViewCache(),
  });
  outer.use(app);

  return {
    baseUrl,
    slug: demo.slug,
    accessCode: demo.accessCode,
    prisma: database.prisma,
    config,
    /** Serves `html` at `pathname` from now on. */
    addStaticPage(pathname, html) {
      staticPages.set(pathname, html);
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The guest's admission through the API (CSRF cookie first, as the site does); returns the Cookie header. */
export async function admitGuest(baseUrl, slug, accessCode) {
  const jar = new Map();
  const keep = (response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const separator = pair.indexOf('=');
      jar.set(pair.slice(0, separator).trim(), pair.slice(separator + 1).trim());
    }
  };
  keep(await fetch(`${baseUrl}/api/auth/csrf`));
  const response = await fetch(`${baseUrl}/api/public/weddings/${slug}/access`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Origin: baseUrl,
      Cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
      'X-CSRF-Token': decodeURIComponent(jar.get('wedding_csrf') ?? ''),
    },
    body: JSON.stringify({ accessCode }),
  });
  if (!response.ok) throw new Error(`access code refused: ${response.status} ${await response.text()}`);
  keep(response);
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}

/**
 * The same content without JavaScript: the server-rendered HTML minus every <script> (module entry, the embedded
 * JSON state) and every modulepreload hint. Styles, fonts and images stay, so only the script cost differs.
 */
export function staticTwinOf(html) {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*rel=["']?modulepreload["']?[^>]*>/gi, '');
}

// Dashboard bench (docs/decisions.md, 'The dashboard's first load'): the first-load JavaScript of each dashboard page
// (gzip -9, from the build manifest: the entry with its static imports, the page's route chunks and the language's
// string chunks) and the time from pressing "log in" to an interactive overview on the seeded demo, printed next to the
// guest site's own figures measured in the same run: its first-view JavaScript and the time from typing the access code
// to the admitted, interactive site. The real server (`node apps/api/dist/main.js`) runs on a fresh embedded database.
// The login is timed twice: unthrottled on a desktop window, and under Lighthouse's mobile profile (4x CPU slowdown,
// slow 4G, a phone-sized window), the conditions a couple on a phone meets.
// Run: node bench/dashboard.mjs (after building api, site and dashboard-app); `--smoke`: one visit each.
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { repoRoot } from './lib/modules.mjs';
import { freePort, startNodeProcess } from './lib/node-process.mjs';
import { check, SMOKE, sized } from './lib/smoke.mjs';
import { median } from './lib/stats.mjs';

const VISITS = sized(5, 1);
// The API allows 10 logins per account in 15 minutes: 5 unthrottled, 3 on the mobile profile and the one session the
// signed-in measurements share stay within it.
const PHONE_VISITS = sized(3, 1);
const LOCALE = 'de';
const dashboardDist = path.join(repoRoot, 'apps/dashboard/dist');
const rootRequire = createRequire(path.join(repoRoot, 'package.json'));
const { chromium } = rootRequire('playwright-core');

const kb = (bytes) => (bytes / 1024).toFixed(1);

/** First-load JS per page of the dashboard build. */
async function routeChunkSizes() {
  const manifest = JSON.parse(await readFile(path.join(dashboardDist, 'manifest.json'), 'utf8'));
  const gzipOf = new Map();
  const gzip = async (file) => {
    if (!gzipOf.has(file)) {
      gzipOf.set(file, gzipSync(await readFile(path.join(dashboardDist, file)), { level: 9 }).length);
    }
    return gzipOf.get(file);
  };
  /** A chunk and everything it imports statically (what the browser must have before it runs). */
  const closure = (key, into = new Set()) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return into;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) closure(imported, into);
    return into;
  };
  const entry = closure('index.html');
  const strings = new Set();
  for (const [key] of Object.entries(manifest)) {
    if (new RegExp(`/(catalogs|catalogue|locales)/${LOCALE}\\.js$`).test(key)) closure(key, strings);
  }
  const routes = Object.keys(manifest)
    .filter((key) => key.startsWith('src/routes/') && key.includes('tsr-split'))
    .map((key) => ({ key, file: key.replace(/\?.*$/, '').replace(/\.tsx$/, '') }));
  const rows = [];
  for (const route of routes) {
    // A page loads its own split component and those of the layouts around it (dashboard/_shell, ...).
    const layouts = routes.filter(
      (other) => other !== route && route.file.startsWith(`${other.file}/`) && !other.file.endsWith('/index'),
    );
    const files = new Set([...entry, ...strings]);
    for (const part of [route, ...layouts]) closure(part.key, files);
    let total = 0;
    for (const file of files) total += await gzip(file);
    let own = 0;
    for (const file of closure(route.key)) if (!entry.has(file)) own += await gzip(file);
    rows.push({ page: route.file.replace('src/routes', '') || '/', total, own });
  }
  let entryBytes = 0;
  for (const file of entry) entryBytes += await gzip(file);
  let stringBytes = 0;
  for (const file of strings) stringBytes += await gzip(file);
  return { rows: rows.sort((a, b) => a.page.localeCompare(b.page)), entryBytes, stringBytes };
}

/** `node apps/api/dist/main.js` on a fresh data folder: the product as `npm start` runs it. */
async function startProduct() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'wedding-bench-dashboard-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    PUBLIC_URL: baseUrl,
    NODE_ENV: 'test',
  };
  delete env.DATABASE_URL;
  delete env.UPLOAD_DIR;
  const server = await startNodeProcess([path.join(repoRoot, 'apps/api/dist/main.js')], {
    env,
    timeoutMs: 150_000,
    ready: (output) => /\/w\/([a-z0-9-]+)\S*\s+\(access code (\S+?)\)/.exec(output),
  });
  const [, slug, accessCode] = server.found;
  const logins = JSON.parse(await readFile(path.join(dataDir, 'demo-logins.json'), 'utf8'));
  return {
    baseUrl,
    slug,
    accessCode,
    couple: logins.demo,
    async stop() {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Whether React handles every control of the page (hydrated or rendered by the client). */
const interactive = () => {
  const controls = [...document.querySelectorAll('main button, main a[href], main input')];
  return (
    controls.length > 0 &&
    controls.every((element) => Object.keys(element).some((key) => key.startsWith('__reactProps$')))
  );
};

/**
 * Lighthouse's mobile profile as DevTools throttling applies it (lighthouse `constants.throttling.mobileSlow4G`):
 * 150 ms round trips with DevTools' 3.75 latency factor, 1.6 Mbit/s down and 750 kbit/s up (each with the 0.9
 * factor), and a CPU four times slower; the window of Lighthouse's Moto G Power.
 */
const MOBILE_PROFILE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  network: {
    offline: false,
    latency: 150 * 3.75,
    downloadThroughput: (1.6 * 1024 * 0.9 * 1024) / 8,
    uploadThroughput: (750 * 0.9 * 1024) / 8,
  },
  cpuSlowdown: 4,
};

async function loginToOverview(browser, product, { throttled = false } = {}) {
  const context = await browser.newContext(
    throttled
      ? {
          locale: 'de-DE',
          viewport: MOBILE_PROFILE.viewport,
          deviceScaleFactor: MOBILE_PROFILE.deviceScaleFactor,
          isMobile: MOBILE_PROFILE.isMobile,
          hasTouch: MOBILE_PROFILE.hasTouch,
        }
      : { locale: 'de-DE', viewport: { width: 1280, height: 900 } },
  );
  const page = await context.newPage();
  if (throttled) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', MOBILE_PROFILE.network);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE_PROFILE.cpuSlowdown });
  }
  await page.goto(`${product.baseUrl}/login`);
  await page.getByRole('textbox', { name: 'Benutzername' }).fill(product.couple.username);
  await page.getByLabel('Passwort').fill(product.couple.password);
  const started = performance.now();
  await page.getByRole('button', { name: 'Anmelden', exact: true }).last().click();
  await page.getByRole('button', { name: /Website (de)?aktivieren/ }).waitFor({ timeout: 60_000 });
  await page.waitForFunction(interactive, undefined, { timeout: 60_000 });
  const elapsed = performance.now() - started;
  check(new URL(page.url()).pathname === '/dashboard/wedding', `login landed on ${page.url()}`);
  await context.close();
  return elapsed;
}

/**
 * The JavaScript a signed-in couple's browser really fetches to open a page directly (a fresh tab, nothing cached):
 * every /app-assets/*.js file requested until the page is interactive, each counted at gzip -9 like the table above,
 * so strings loaded per area and chunks fetched on first use are counted as they happen.
 */
async function fetchedOnOpen(browser, session, product, pages) {
  const context = await browser.newContext({
    locale: 'de-DE',
    viewport: { width: 1280, height: 900 },
    storageState: session,
  });
  const sizes = [];
  for (const { path: pagePath, ready } of pages) {
    const page = await context.newPage();
    const files = new Set();
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/app-assets/') && pathname.endsWith('.js')) files.add(pathname.slice(1));
    });
    await page.goto(`${product.baseUrl}${pagePath}`);
    await ready(page);
    await page.waitForFunction(interactive);
    await page.waitForLoadState('networkidle');
    let bytes = 0;
    for (const file of files) {
      bytes += gzipSync(await readFile(path.join(dashboardDist, file)), { level: 9 }).length;
    }
    check(files.size > 0, `no dashboard script fetched for ${pagePath}`);
    sizes.push({ page: pagePath, bytes, files: files.size });
    await page.close();
  }
  await context.close();
  return sizes;
}

/**
 * The couple's session (cookies), signed in once: the measurements that start signed in reuse it in fresh browser
 * contexts (nothing cached), so the bench stays within the API's login rate limits.
 */
async function coupleSession(browser, product) {
  const context = await browser.newContext({ locale: 'de-DE' });
  const page = await context.newPage();
  await page.goto(`${product.baseUrl}/login`);
  await page.getByRole('textbox', { name: 'Benutzername' }).fill(product.couple.username);
  await page.getByLabel('Passwort').fill(product.couple.password);
  await page.getByRole('button', { name: 'Anmelden', exact: true }).last().click();
  await page.waitForURL(/\/dashboard\/wedding$/);
  const session = await context.storageState();
  await context.close();
  return session;
}

/** A signed-in couple's overview in a fresh browser context (nothing cached). */
async function signedInOverview(browser, session, product) {
  const context = await browser.newContext({
    locale: 'de-DE',
    viewport: { width: 1280, height: 900 },
    storageState: session,
  });
  const page = await context.newPage();
  await page.goto(`${product.baseUrl}/dashboard/wedding`);
  await page.getByRole('button', { name: /Website (de)?aktivieren/ }).waitFor();
  await page.waitForFunction(interactive);
  await page.waitForLoadState('networkidle');
  return { context, page };
}

/**
 * From the overview to the guest list by its sidebar link: the time from the click until the list's table shows.
 * With `intent`, the pointer rests on the link first (as a hand does before it clicks) and the preload it starts
 * has settled; without, the click is dispatched straight to the link (no pointer, no focus), so the route chunk,
 * the area's strings and the data load after it: the baseline.
 */
async function overviewToGuestList(browser, session, product, { intent }) {
  const { context, page } = await signedInOverview(browser, session, product);
  const link = page.locator('a[href="/dashboard/wedding/guests"]').first();
  let started;
  if (intent) {
    await link.hover();
    // The rest of a hand before it clicks; the router waits 50 ms before it preloads, then the preload settles.
    await page.waitForTimeout(300);
    await page.waitForLoadState('networkidle');
    started = performance.now();
    await link.click();
  } else {
    started = performance.now();
    await link.dispatchEvent('click', { button: 0 });
  }
  await page.locator('main table').first().waitFor();
  const elapsed = performance.now() - started;
  check(new URL(page.url()).pathname === '/dashboard/wedding/guests', `the link led to ${page.url()}`);
  await context.close();
  return elapsed;
}

async function accessCodeToSite(browser, product) {
  const context = await browser.newContext({ locale: 'de-DE', viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${product.baseUrl}/de/w/${product.slug}`);
  const field = page.getByRole('textbox').first();
  await field.waitFor();
  await page.waitForLoadState('networkidle');
  const started = performance.now();
  const admitted = page.waitForEvent('load');
  await field.fill(product.accessCode);
  await admitted;
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForLoadState('networkidle');
  const elapsed = performance.now() - started;
  check((await page.locator('#rsvp').count()) === 1, 'the admitted site has its RSVP section');
  await context.close();
  return elapsed;
}

/** The guest site's first-view JavaScript as its own size script prints it. */
async function guestSiteFirstView() {
  const output = await new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [path.join(repoRoot, 'apps/site/scripts/first-view-js.mjs'), LOCALE, 'site'],
      {
        cwd: path.join(repoRoot, 'apps/site'),
      },
    );
    let text = '';
    child.stdout.on('data', (chunk) => {
      text += chunk;
    });
    child.on('exit', (code) =>
      code === 0 ? resolve(text) : reject(new Error(`first-view-js exited ${code}`)),
    );
  });
  const match = /([\d.]+) KB\s+first-view JS/.exec(output);
  return match ? Number(match[1]) : Number.NaN;
}

async function main() {
  const sizes = await routeChunkSizes();
  check(sizes.rows.length >= 5, `only ${sizes.rows.length} route chunks found in the manifest`);
  const siteFirstView = await guestSiteFirstView();
  console.log(
    `Dashboard first-load JavaScript (gzip -9, locale ${LOCALE}): entry with its imports ${kb(sizes.entryBytes)} KB, ` +
      `strings ${kb(sizes.stringBytes)} KB; guest site first view ${siteFirstView.toFixed(1)} KB (apps/site size)`,
  );
  const width = Math.max(...sizes.rows.map((row) => row.page.length));
  console.log(`${'page'.padEnd(width)}  first load   page's own chunks`);
  for (const row of sizes.rows) {
    console.log(
      `${row.page.padEnd(width)}  ${`${kb(row.total)} KB`.padStart(10)}   ${`${kb(row.own)} KB`.padStart(10)}`,
    );
  }

  const product = await startProduct();
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--headless',
      '--disable-gpu',
      '--disable-background-networking',
      '--no-first-run',
    ],
  });
  try {
    const session = await coupleSession(browser, product);
    const opened = await fetchedOnOpen(browser, session, product, [
      {
        path: '/dashboard/wedding',
        ready: (page) => page.getByRole('button', { name: /Website (de)?aktivieren/ }).waitFor(),
      },
      {
        path: '/dashboard/wedding/guests',
        ready: (page) => page.getByRole('heading', { level: 1 }).first().waitFor(),
      },
    ]);
    console.log('');
    console.log(
      'JavaScript a signed-in browser fetches to open a page (gzip -9, strings and shell included):',
    );
    for (const { page, bytes, files } of opened) {
      console.log(`  ${page.padEnd(28)} ${`${kb(bytes)} KB`.padStart(10)} in ${files} files`);
    }
    const dashboard = [];
    const dashboardOnPhone = [];
    const site = [];
    const afterIntent = [];
    const withoutIntent = [];
    for (let visit = 0; visit < VISITS; visit += 1) {
      afterIntent.push(await overviewToGuestList(browser, session, product, { intent: true }));
      withoutIntent.push(await overviewToGuestList(browser, session, product, { intent: false }));
      dashboard.push(await loginToOverview(browser, product));
      if (visit < PHONE_VISITS) {
        dashboardOnPhone.push(await loginToOverview(browser, product, { throttled: true }));
      }
      site.push(await accessCodeToSite(browser, product));
    }
    console.log('');
    console.log(
      `Sign-in to an interactive page, median of ${VISITS} fresh browser contexts${SMOKE ? ' (smoke run: figures not comparable)' : ''}:`,
    );
    console.log(`  couple: log in -> interactive overview         ${median(dashboard).toFixed(0)} ms`);
    console.log(
      `  couple, mobile profile (4x CPU, slow 4G)        ${median(dashboardOnPhone).toFixed(0)} ms (median of ${PHONE_VISITS})`,
    );
    console.log(`  guest:  access code -> interactive guest site   ${median(site).toFixed(0)} ms`);
    console.log('');
    console.log(`Overview -> guest list by its sidebar link, click to table shown, median of ${VISITS}:`);
    console.log(`  pointer rested on the link first (preloaded)     ${median(afterIntent).toFixed(0)} ms`);
    console.log(`  click alone, nothing preloaded (baseline)        ${median(withoutIntent).toFixed(0)} ms`);
  } finally {
    await browser.close();
    await product.stop();
  }
}

await main();

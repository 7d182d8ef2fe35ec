// Dashboard bench (issue 9): the first-load JavaScript of each dashboard page (gzip -9, from the build manifest:
// the entry with its static imports, the page's route chunks and the language's string chunks) and the time from
// pressing "log in" to an interactive overview on the seeded demo, printed next to the guest site's own figures
// measured in the same run: its first-view JavaScript and the time from typing the access code to the admitted,
// interactive site. The real server (`node apps/api/dist/main.js`) runs on a fresh embedded database.
// Run: node bench/dashboard.mjs (after building api, site and dashboard-app); `--smoke`: one visit each.
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { repoRoot } from './lib/modules.mjs';
import { check, SMOKE, sized } from './lib/smoke.mjs';
import { median } from './lib/stats.mjs';

const VISITS = sized(5, 1);
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

async function freePort() {
  const server = net.createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
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
  const child = spawn(process.execPath, [path.join(repoRoot, 'apps/api/dist/main.js')], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  child.stdout.on('data', (chunk) => {
    printed += chunk;
  });
  child.stderr.on('data', (chunk) => {
    printed += chunk;
  });
  const deadline = Date.now() + 150_000;
  while (!/access code (\S+?)\)/.test(printed)) {
    if (child.exitCode !== null) throw new Error(`the server exited:\n${printed}`);
    if (Date.now() > deadline) throw new Error(`no banner:\n${printed}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const accessCode = /access code (\S+?)\)/.exec(printed)[1];
  const slug = /\/w\/([a-z0-9-]+)/.exec(printed)[1];
  const logins = JSON.parse(await readFile(path.join(dataDir, 'demo-logins.json'), 'utf8'));
  return {
    baseUrl,
    slug,
    accessCode,
    couple: logins.demo,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
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

async function loginToOverview(browser, product) {
  const context = await browser.newContext({ locale: 'de-DE', viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${product.baseUrl}/login`);
  await page.getByRole('textbox', { name: 'Benutzername' }).fill(product.couple.username);
  await page.getByLabel('Passwort').fill(product.couple.password);
  const started = performance.now();
  await page.getByRole('button', { name: 'Anmelden', exact: true }).last().click();
  await page.getByRole('button', { name: /Website (de)?aktivieren/ }).waitFor();
  await page.waitForFunction(interactive);
  const elapsed = performance.now() - started;
  check(new URL(page.url()).pathname === '/dashboard/wedding', `login landed on ${page.url()}`);
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
    const dashboard = [];
    const site = [];
    for (let visit = 0; visit < VISITS; visit += 1) {
      dashboard.push(await loginToOverview(browser, product));
      site.push(await accessCodeToSite(browser, product));
    }
    console.log('');
    console.log(
      `Sign-in to an interactive page, median of ${VISITS} fresh browser contexts${SMOKE ? ' (smoke run: figures not comparable)' : ''}:`,
    );
    console.log(`  couple: log in -> interactive overview         ${median(dashboard).toFixed(0)} ms`);
    console.log(`  guest:  access code -> interactive guest site   ${median(site).toFixed(0)} ms`);
  } finally {
    await browser.close();
    await product.stop();
  }
}

await main();

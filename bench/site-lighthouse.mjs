// Lighthouse on two admitted guest pages, each next to its static twin (the same server HTML without scripts, served
// by the same server): the seeded demo site and a wedding a couple has just created through the API (little
// content, so the RSVP section and its wizard are in the first view). Prints medians of
// three runs each (site and twin runs alternate, so both see the same machine load), the wizard chunk's size from
// the build, and the budgets as pass/fail lines.
// Usage: npm run bench:site   (build first: npx -y pnpm@10 exec turbo run build --filter=@wedding/api... --filter=@wedding/site...)
// `--smoke` (CI): every page rendered, admitted and twinned, one Lighthouse run of the demo site; no budgets.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { firstViewHrefs, readSiteBuild, wizardChunks } from '../apps/site/scripts/chunk-sizes.mjs';
import { createHttpClient } from './lib/http-client.mjs';
import { repoRoot } from './lib/modules.mjs';
import { admitGuest, startSiteServer, staticTwinOf } from './lib/site-server.mjs';
import { check, SMOKE } from './lib/smoke.mjs';
import { median } from './lib/stats.mjs';

const RUNS = 3;
const BUDGETS = {
  accessibility: 100,
  /** Performance within 2 points of the static twin, TBT at most 1.3x the twin's. */
  performanceBelowTwin: 2,
  tbtRatio: 1.3,
  /** First-view JavaScript of the demo page (the wizard is further down there). */
  firstViewJsKb: 60,
  /** Script requests of a page's run (the fresh page's RSVP section included): each has its own cost on a slow phone. */
  scriptRequests: 10,
  /** The wizard's chunks beyond the first view, phone metadata included. */
  wizardKb: 40,
  lcpRatio: 1.25,
};
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu'];

const rootRequire = createRequire(path.join(repoRoot, 'package.json'));
const lighthouseDir = path.dirname(rootRequire.resolve('lighthouse/package.json'));
const { default: lighthouse } = await import(path.join(lighthouseDir, 'core/index.js'));
// chrome-launcher is lighthouse's own dependency: resolved from lighthouse so the versions match.
const chromeLauncher = createRequire(path.join(lighthouseDir, 'package.json'))('chrome-launcher');

/** gzip -6 (what a compressing server or CDN sends) of each script the run loaded, in KB. */
async function gzippedScripts(scripts, cookie) {
  const sized = [];
  for (const script of scripts) {
    const body = Buffer.from(await (await fetch(script.url, { headers: { Cookie: cookie } })).arrayBuffer());
    sized.push({
      path: new URL(script.url).pathname,
      transferKb: (script.transferSize ?? 0) / 1024,
      gzipKb: gzipSync(body, { level: 6 }).length / 1024,
    });
  }
  return sized;
}

async function audit(url, cookie) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  try {
    // No config: Lighthouse's default, the mobile preset (Moto G Power screen, simulated slow 4G and 4x CPU).
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      extraHeaders: { Cookie: cookie },
    });
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const requests = lhr.audits['network-requests'].details.items;
    const scripts = await gzippedScripts(
      requests.filter((item) => item.resourceType === 'Script'),
      cookie,
    );
    return {
      finalUrl: lhr.finalDisplayedUrl,
      performance: Math.round(lhr.categories.performance.score * 100),
      accessibility: Math.round(lhr.categories.accessibility.score * 100),
      lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
      tbtMs: lhr.audits['total-blocking-time'].numericValue,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      scriptTransferKb: scripts.reduce((sum, script) => sum + script.transferKb, 0),
      scriptGzipKb: scripts.reduce((sum, script) => sum + script.gzipKb, 0),
      scriptCount: scripts.length,
      scripts,
      failedAccessibility: Object.values(lhr.audits)
        .filter(
          (entry) =>
            entry.score === 0 && lhr.categories.accessibility.auditRefs.some((ref) => ref.id === entry.id),
        )
        .map((entry) => entry.id),
    };
  } finally {
    chrome.kill();
  }
}

/** Lighthouse sometimes loses its trace on a busy machine (NO_NAVSTART, NO_FCP): such a run is repeated, twice at most. */
async function auditWithRetry(url, cookie) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await audit(url, cookie);
    } catch (error) {
      if (attempt >= 3 || !/NO_NAVSTART|NO_FCP|NO_LCP|PROTOCOL_TIMEOUT/.test(String(error))) throw error;
      console.log(`  (repeating a run that Lighthouse could not record: ${String(error).slice(0, 120)})`);
    }
  }
}

function summarise(runs) {
  const pick = (key) => median(runs.map((run) => run[key]));
  return {
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    lcpMs: pick('lcpMs'),
    tbtMs: pick('tbtMs'),
    cls: pick('cls'),
    scriptTransferKb: pick('scriptTransferKb'),
    scriptGzipKb: pick('scriptGzipKb'),
    scriptCount: pick('scriptCount'),
    failedAccessibility: [...new Set(runs.flatMap((run) => run.failedAccessibility))],
    scripts: runs[0]?.scripts ?? [],
  };
}

const pad = (value, width) => String(value).padStart(width);
const row = (cells) =>
  `| ${cells.map((cell, index) => (index === 0 ? String(cell).padEnd(18) : pad(cell, 11))).join(' | ')} |`;

/** A wedding as a couple creates it in onboarding (names, date, slug, English), nothing else filled in. */
async function createFreshWedding(baseUrl) {
  const couple = createHttpClient(baseUrl);
  await couple.get('/api/auth/csrf');
  const suffix = randomBytes(3).toString('hex');
  await couple.post('/api/auth/register', {
    username: `bench-${suffix}`,
    password: `bench-password-${suffix}`,
    name: 'Mia Bench',
  });
  const weddingDate = new Date(Date.now() + 200 * 24 * 3600 * 1000).toISOString().slice(0, 10);
  const created = await couple.post('/api/weddings', {
    partner1Name: 'Mia',
    partner2Name: 'Noah',
    weddingDate,
    slug: `mia-und-noah-${suffix}`,
    locale: 'en',
  });
  const { wedding } = created.json();
  return { slug: wedding.slug, accessCode: wedding.accessCode };
}

/** Renders an admitted page once, registers its static twin and returns both addresses. */
async function preparePage(server, { name, locale, slug, accessCode }) {
  const cookie = await admitGuest(server.baseUrl, slug, accessCode);
  const sitePath = `/${locale}/w/${slug}`;
  const siteUrl = `${server.baseUrl}${sitePath}`;
  const rendered = await fetch(siteUrl, { headers: { Cookie: cookie } });
  const html = await rendered.text();
  if (!rendered.ok || !html.includes('wedding-site-state')) {
    throw new Error(`${name}: the admitted site did not render (${rendered.status}): ${html.slice(0, 300)}`);
  }
  const staticPath = `/bench-static${sitePath}`;
  server.addStaticPage(staticPath, staticTwinOf(html));
  return { name, locale, cookie, siteUrl, staticUrl: `${server.baseUrl}${staticPath}` };
}

/** RUNS audits of the site and of its twin, alternating, so a change in machine load hits both alike. */
async function measurePage(page) {
  const runs = { site: [], twin: [] };
  for (let index = 0; index < RUNS; index += 1) {
    for (const [kind, url] of [
      ['site', page.siteUrl],
      ['twin', page.staticUrl],
    ]) {
      const run = await auditWithRetry(url, page.cookie);
      if (new URL(run.finalUrl).pathname !== new URL(url).pathname) {
        throw new Error(
          `${page.name} ${kind}: Lighthouse ended on ${run.finalUrl}, not ${url} (admission lost?)`,
        );
      }
      runs[kind].push(run);
      console.log(
        `  ${page.name} ${kind} run ${index + 1}: performance ${run.performance}, LCP ${run.lcpMs.toFixed(0)} ms, ` +
          `TBT ${run.tbtMs.toFixed(0)} ms, JS ${run.scriptGzipKb.toFixed(1)} KB gzipped`,
      );
    }
  }
  return { site: summarise(runs.site), twin: summarise(runs.twin) };
}

function printPage(page, { site, twin }) {
  console.log(`\n${page.name}: ${page.siteUrl}`);
  console.log(row([`median of ${RUNS}`, 'site', 'static twin']));
  console.log(row(['---', '---', '---']));
  console.log(row(['performance', site.performance, twin.performance]));
  console.log(row(['accessibility', site.accessibility, twin.accessibility]));
  console.log(row(['LCP ms', site.lcpMs.toFixed(0), twin.lcpMs.toFixed(0)]));
  console.log(row(['TBT ms', site.tbtMs.toFixed(0), twin.tbtMs.toFixed(0)]));
  console.log(row(['CLS', site.cls.toFixed(3), twin.cls.toFixed(3)]));
  console.log(row(['scripts', site.scriptCount, twin.scriptCount]));
  console.log(row(['JS KB transferred', site.scriptTransferKb.toFixed(1), twin.scriptTransferKb.toFixed(1)]));
  console.log(row(['JS KB gzipped', site.scriptGzipKb.toFixed(1), twin.scriptGzipKb.toFixed(1)]));
  console.log('scripts of the site (first run): KB transferred / KB gzipped');
  for (const script of site.scripts) {
    console.log(
      `  ${script.transferKb.toFixed(1).padStart(7)} / ${script.gzipKb.toFixed(1).padStart(6)}  ${script.path}`,
    );
  }
  if (site.failedAccessibility.length > 0) {
    console.log(`failed accessibility audits on the site: ${site.failedAccessibility.join(', ')}`);
  }
}

/** The budget lines of one page: [text, pass]. */
function pageBudgets(page, { site, twin }, { firstViewBudget }) {
  const tbtLimit = twin.tbtMs * BUDGETS.tbtRatio;
  const tbtRatio = twin.tbtMs > 0 ? `${(site.tbtMs / twin.tbtMs).toFixed(2)}x` : 'twin 0 ms';
  const lcpRatio = site.lcpMs / twin.lcpMs;
  const budgets = [
    [
      `${page.name}: performance ${site.performance} >= twin ${twin.performance} - ${BUDGETS.performanceBelowTwin}`,
      site.performance >= twin.performance - BUDGETS.performanceBelowTwin,
    ],
    [
      `${page.name}: TBT ${site.tbtMs.toFixed(0)} ms <= ${BUDGETS.tbtRatio}x twin's ${twin.tbtMs.toFixed(0)} ms (${tbtRatio})`,
      site.tbtMs <= tbtLimit,
    ],
    [
      `${page.name}: accessibility ${site.accessibility} = ${BUDGETS.accessibility}`,
      site.accessibility >= BUDGETS.accessibility,
    ],
    [
      `${page.name}: LCP site/twin ${lcpRatio.toFixed(2)} <= ${BUDGETS.lcpRatio}`,
      lcpRatio <= BUDGETS.lcpRatio,
    ],
    [
      `${page.name}: ${site.scriptCount} script requests <= ${BUDGETS.scriptRequests}`,
      site.scriptCount <= BUDGETS.scriptRequests,
    ],
  ];
  if (firstViewBudget) {
    budgets.push([
      `${page.name}: first-view JS ${site.scriptGzipKb.toFixed(1)} KB gzipped <= ${BUDGETS.firstViewJsKb} KB`,
      site.scriptGzipKb <= BUDGETS.firstViewJsKb,
    ]);
  }
  return budgets;
}

/**
 * The smoke run: a Lighthouse run costs ~13 s, so only the demo site gets one (retried like the full runs, so a
 * busy CI machine does not fail it); each twin is fetched and must be served without scripts. Budgets are
 * timings and are never judged here.
 */
async function smokeRun(pages) {
  for (const page of pages) {
    const twin = await fetch(page.staticUrl);
    const html = await twin.text();
    check(
      twin.ok && !/<script\b/i.test(html),
      `${page.name}: static twin ${twin.status}, scripts left in it`,
    );
  }
  const [demo] = pages;
  const run = await auditWithRetry(demo.siteUrl, demo.cookie);
  check(
    new URL(run.finalUrl).pathname === new URL(demo.siteUrl).pathname,
    `Lighthouse ended on ${run.finalUrl}, not ${demo.siteUrl} (admission lost?)`,
  );
  check(run.scriptCount > 0, 'the site loaded no script');
  console.log(
    `smoke run, ${demo.name} site: performance ${run.performance}, accessibility ${run.accessibility}, ` +
      `LCP ${run.lcpMs.toFixed(0)} ms, TBT ${run.tbtMs.toFixed(0)} ms, JS ${run.scriptGzipKb.toFixed(1)} KB gzipped ` +
      '(one run on a busy machine: not comparable, budgets not judged)',
  );
}

const build = await readSiteBuild(path.join(repoRoot, 'apps/site'));
const manifestPath = path.join(build.clientDir, 'manifest.json');
const manifestAtStart = readFileSync(manifestPath, 'utf8');
/**
 * The server reads the build's template once and serves its files as they are on disk: a rebuild of apps/site
 * during the run (on a shared machine) makes it answer 404 for the scripts the pages name, and the figures mix two
 * builds. Told, not hidden.
 */
function warnWhenTheBuildChanged() {
  let now = '';
  try {
    now = readFileSync(manifestPath, 'utf8');
  } catch {
    // Deleted while a rebuild is under way: changed as well.
  }
  if (now !== manifestAtStart) {
    console.log(
      '\nWARNING: apps/site/dist was rebuilt during the run: these figures mix two builds; run again.',
    );
  }
}

const server = await startSiteServer();
try {
  const fresh = await createFreshWedding(server.baseUrl);
  const pages = [
    await preparePage(server, {
      name: 'demo',
      locale: 'de',
      slug: server.slug,
      accessCode: server.accessCode,
    }),
    await preparePage(server, { name: 'fresh', locale: 'en', ...fresh }),
  ];
  const { referenced, interactive, screenChunks, localeChunks } = firstViewHrefs(build, 'de', 'site');
  const wizard = wizardChunks(
    build,
    new Set([...referenced, ...interactive, ...screenChunks, ...localeChunks]),
  );
  if (SMOKE) {
    await smokeRun(pages);
    check(wizard.rows.length > 0, 'no RSVP wizard chunk found in the build');
    console.log(`RSVP wizard chunks beyond the first view: ${wizard.gzipKb.toFixed(1)} KB gzipped`);
  } else {
    console.log(`Lighthouse ${RUNS}x each (mobile preset, ${CHROME_PATH}), site and static twin alternating`);
    const measured = [];
    for (const page of pages) measured.push(await measurePage(page));

    for (const [index, page] of pages.entries()) printPage(page, measured[index]);
    console.log('\nRSVP wizard chunks beyond the first view (gzip -9, from the build), KB raw / KB gzipped:');
    for (const chunk of wizard.rows) {
      console.log(
        `  ${chunk.rawKb.toFixed(1).padStart(7)} / ${chunk.gzipKb.toFixed(1).padStart(6)}  ${chunk.href}`,
      );
    }
    console.log(`  wizard total: ${wizard.gzipKb.toFixed(1)} KB gzipped`);

    const budgets = [
      ...pageBudgets(pages[0], measured[0], { firstViewBudget: true }),
      ...pageBudgets(pages[1], measured[1], { firstViewBudget: false }),
      [
        `RSVP wizard ${wizard.gzipKb.toFixed(1)} KB gzipped <= ${BUDGETS.wizardKb} KB`,
        wizard.gzipKb <= BUDGETS.wizardKb,
      ],
    ];
    console.log('');
    for (const [text, pass] of budgets) console.log(`${pass ? 'PASS' : 'FAIL'}  ${text}`);
  }
} finally {
  await server.close();
  warnWhenTheBuildChanged();
}

// Lighthouse on the admitted demo site next to a plain static HTML page of the same content, served by the same
// server (issue 5 "Figures"). Prints a table of medians of three runs each and the budgets as pass/fail lines.
// Usage: npm run bench:site   (build first: npx -y pnpm@10 exec turbo run build --filter=@wedding/api... --filter=@wedding/site...)
import { createRequire } from 'node:module';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { repoRoot } from './lib/modules.mjs';
import { admitGuest, startSiteServer, staticTwinOf } from './lib/site-server.mjs';
import { median } from './lib/stats.mjs';

const RUNS = 3;
const BUDGETS = { performance: 95, accessibility: 100, firstViewJsKb: 100, lcpRatio: 1.25 };
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

const server = await startSiteServer();
try {
  const cookie = await admitGuest(server.baseUrl, server.slug, server.accessCode);
  const sitePath = `/de/w/${server.slug}`;
  const siteUrl = `${server.baseUrl}${sitePath}`;
  const rendered = await fetch(siteUrl, { headers: { Cookie: cookie } });
  const html = await rendered.text();
  if (!rendered.ok || !html.includes('wedding-site-state')) {
    throw new Error(`the admitted site did not render (${rendered.status}): ${html.slice(0, 300)}`);
  }
  const staticPath = `/bench-static${sitePath}`;
  server.addStaticPage(staticPath, staticTwinOf(html));
  const staticUrl = `${server.baseUrl}${staticPath}`;

  console.log(`Lighthouse ${RUNS}x each (mobile preset, ${CHROME_PATH}) on ${siteUrl} and its static twin`);
  const measured = {};
  for (const [name, url] of [
    ['site', siteUrl],
    ['static HTML', staticUrl],
  ]) {
    const runs = [];
    for (let index = 0; index < RUNS; index += 1) {
      const run = await auditWithRetry(url, cookie);
      if (new URL(run.finalUrl).pathname !== new URL(url).pathname) {
        throw new Error(`${name}: Lighthouse ended on ${run.finalUrl}, not ${url} (admission lost?)`);
      }
      runs.push(run);
      console.log(
        `  ${name} run ${index + 1}: performance ${run.performance}, LCP ${run.lcpMs.toFixed(0)} ms, TBT ${run.tbtMs.toFixed(0)} ms`,
      );
    }
    measured[name] = summarise(runs);
  }

  const site = measured.site;
  const plain = measured['static HTML'];
  console.log('');
  console.log(row(['median of 3', 'site', 'static HTML']));
  console.log(row(['---', '---', '---']));
  console.log(row(['performance', site.performance, plain.performance]));
  console.log(row(['accessibility', site.accessibility, plain.accessibility]));
  console.log(row(['LCP ms', site.lcpMs.toFixed(0), plain.lcpMs.toFixed(0)]));
  console.log(row(['TBT ms', site.tbtMs.toFixed(0), plain.tbtMs.toFixed(0)]));
  console.log(row(['CLS', site.cls.toFixed(3), plain.cls.toFixed(3)]));
  console.log(row(['scripts', site.scriptCount, plain.scriptCount]));
  console.log(
    row(['JS KB transferred', site.scriptTransferKb.toFixed(1), plain.scriptTransferKb.toFixed(1)]),
  );
  console.log(row(['JS KB gzipped', site.scriptGzipKb.toFixed(1), plain.scriptGzipKb.toFixed(1)]));
  console.log('\nscripts of the site (first run): KB transferred / KB gzipped');
  for (const script of site.scripts) {
    console.log(
      `  ${script.transferKb.toFixed(1).padStart(7)} / ${script.gzipKb.toFixed(1).padStart(6)}  ${script.path}`,
    );
  }
  if (site.failedAccessibility.length > 0) {
    console.log(`\nfailed accessibility audits on the site: ${site.failedAccessibility.join(', ')}`);
  }

  const lcpRatio = site.lcpMs / plain.lcpMs;
  const budgets = [
    [`performance ${site.performance} >= ${BUDGETS.performance}`, site.performance >= BUDGETS.performance],
    [
      `accessibility ${site.accessibility} = ${BUDGETS.accessibility}`,
      site.accessibility >= BUDGETS.accessibility,
    ],
    [
      `first-view JS ${site.scriptGzipKb.toFixed(1)} KB gzipped <= ${BUDGETS.firstViewJsKb} KB`,
      site.scriptGzipKb <= BUDGETS.firstViewJsKb,
    ],
    [`LCP site/static ${lcpRatio.toFixed(2)} <= ${BUDGETS.lcpRatio}`, lcpRatio <= BUDGETS.lcpRatio],
  ];
  console.log('');
  for (const [text, pass] of budgets) console.log(`${pass ? 'PASS' : 'FAIL'}  ${text}`);
} finally {
  await server.close();
}

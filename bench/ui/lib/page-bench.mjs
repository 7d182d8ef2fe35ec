// Builds a bench page with Vite (React + the built @wedding/ui), serves it on 127.0.0.1 and opens it in
// Debian's chromium through playwright-core. Everything it starts is stopped by `close()`.
import { access, mkdtemp, readFile, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright-core';
import { build } from 'vite';

const benchUiDir = path.dirname(fileURLToPath(import.meta.url));
const pagesDir = path.join(benchUiDir, '../pages');
const repoRoot = path.join(benchUiDir, '../../..');
const BUILT_INPUTS = [
  'packages/ui/dist/index.js',
  'packages/ui/dist/index.css',
  'packages/core/dist/index.js',
  'packages/tokens/dist/index.js',
  'packages/tokens/dist/css/tokens.css',
];

async function assertBuilt() {
  for (const file of BUILT_INPUTS) {
    try {
      await access(path.join(repoRoot, file));
    } catch {
      throw new Error(
        `${file} is missing: run \`npx -y pnpm@10 exec turbo run build --filter=@wedding/ui...\` first`,
      );
    }
  }
}

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.svg': 'image/svg+xml',
};

async function buildPage(name, outDir) {
  await build({
    configFile: false,
    root: path.join(pagesDir, name),
    logLevel: 'warn',
    plugins: [react()],
    resolve: { dedupe: ['react', 'react-dom'] },
    build: { outDir, emptyOutDir: true, sourcemap: false, chunkSizeWarningLimit: 10_000 },
  });
}

function serveStatic(root) {
  const server = http.createServer(async (request, response) => {
    const urlPath = decodeURIComponent(new URL(request.url ?? '/', 'http://127.0.0.1').pathname);
    const file = path.join(root, urlPath === '/' ? 'index.html' : urlPath);
    if (!file.startsWith(root)) {
      response.writeHead(403).end();
      return;
    }
    try {
      const body = await readFile(file);
      response.writeHead(200, {
        'content-type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
      });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
}

/**
 * Builds `pages/<name>`, serves it and loads it in a 1280x900 headless chromium; resolves once the page
 * has set `window.benchReady`. `search` (e.g. `?guests=300`) reaches the page's own sizes. Returns the
 * playwright page, the build time and `close()`.
 */
export async function openBenchPage(name, { search = '', chromiumArgs = [] } = {}) {
  const outDir = await mkdtemp(path.join(os.tmpdir(), `wedding-ui-bench-${name}-`));
  let server;
  let browser;
  const close = async () => {
    await browser?.close();
    if (server) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
    await rm(outDir, { recursive: true, force: true });
  };
  try {
    await assertBuilt();
    const buildStarted = performance.now();
    await buildPage(name, outDir);
    const buildMs = performance.now() - buildStarted;
    server = await serveStatic(outDir);
    browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: [...CHROMIUM_ARGS, ...chromiumArgs],
    });
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const pageErrors = [];
    page.on('pageerror', (error) => pageErrors.push(error));
    await page.goto(`http://127.0.0.1:${server.address().port}/${search}`);
    await page.waitForFunction(() => window.benchReady === true, undefined, { timeout: 30_000 });
    if (pageErrors.length > 0) throw pageErrors[0];
    const version = browser.version();
    return { page, buildMs, chromiumVersion: version, close };
  } catch (error) {
    await close();
    throw error;
  }
}

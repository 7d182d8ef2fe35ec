import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import {
  type Browser,
  type BrowserContext,
  chromium,
  type Locator,
  type Page,
  type Request,
} from 'playwright-core';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core'), 'utf8');

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/** How the guest drives the page: the same journey is walked with a mouse, on a phone, and by keyboard alone. */
export const GUEST_MODES = ['desktop', 'phone', 'keyboard'] as const;
export type GuestMode = (typeof GUEST_MODES)[number];

/**
 * The zone each mode's browser lives in: every journey runs with the clock of a guest or couple in UTC, Berlin
 * (the demo wedding's zone) or Kolkata (+5:30, no summer time), so a day that shifted with the browser's zone
 * would show up as a wrong date somewhere.
 */
export const MODE_TIME_ZONES: Record<GuestMode, string> = {
  desktop: 'UTC',
  phone: 'Asia/Kolkata',
  keyboard: 'Europe/Berlin',
};

export interface GuestSession {
  context: BrowserContext;
  page: Page;
  /** Every request the page made, in order (documents, scripts, images, fetches, iframes). */
  requests: Request[];
  /** Uncaught page errors and console errors: a hydration mismatch or a crash shows up here. */
  pageErrors: string[];
  /** What the guest is doing now; page errors are labelled with it. */
  stage: string;
  /** API answers 4xx/5xx with what was sent and answered: named in a failure so the cause is visible. */
  failedApiCalls: string[];
  close(): Promise<void>;
}

export async function openGuestSession(browser: Browser, mode: GuestMode): Promise<GuestSession> {
  const phone = mode === 'phone';
  const context = await browser.newContext({
    viewport: phone ? { width: 360, height: 740 } : { width: 1280, height: 900 },
    deviceScaleFactor: phone ? 2 : 1,
    isMobile: phone,
    hasTouch: phone,
    colorScheme: 'light',
    acceptDownloads: true,
    // The page's own language comes from the URL or the cookie, never from the browser's.
    locale: 'de-DE',
    timezoneId: MODE_TIME_ZONES[mode],
  });
  // Offline by design: anything outside the test server (127.0.0.1, or localhost for passkeys) fails instead of
  // reaching the internet.
  await context.route(/^https?:\/\/(?!(?:127\.0\.0\.1|localhost)[:/])/, (route) =>
    route.abort('blockedbyclient'),
  );
  const page = await context.newPage();
  const requests: Request[] = [];
  const pageErrors: string[] = [];
  page.on('request', (request) => requests.push(request));
  const session = { stage: 'opening' };
  page.on('pageerror', (error) =>
    pageErrors.push(`pageerror during '${session.stage}' at ${page.url()}: ${error.message}`),
  );
  const failedApiCalls: string[] = [];
  page.on('response', (response) => {
    if (response.status() < 400 || !new URL(response.url()).pathname.startsWith('/api/')) return;
    const request = response.request();
    void response.text().then(
      (body) =>
        failedApiCalls.push(
          `${request.method()} ${response.url()} ${response.status()}: sent ${request.postData()?.slice(0, 800)} answered ${body.slice(0, 800)}`,
        ),
      () => undefined,
    );
  });
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // The browser reports every 4xx as a console error; the wrong access code's 401 is the expected answer.
    const expectedRefusal =
      /status of 401/.test(message.text()) &&
      /\/api\/public\/weddings\/[^/]+\/access$/.test(message.location().url);
    if (!expectedRefusal) {
      pageErrors.push(
        `console during '${session.stage}' at ${page.url()}: ${message.text()} (${message.location().url})`,
      );
    }
  });
  return Object.assign(session, {
    context,
    page,
    requests,
    pageErrors,
    failedApiCalls,
    close: () => context.close(),
  });
}

/** Requests that left the site's origin (data: and blob: URLs never reach a network). */
export function foreignRequests(requests: readonly Request[], origin: string): string[] {
  return requests
    .map((request) => request.url())
    .filter((url) => !url.startsWith('data:') && !url.startsWith('blob:') && new URL(url).origin !== origin);
}

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/** Runs axe-core (every rule axe enables by default, WCAG 2.x A/AA included) on the page as it is now. */
export async function axeViolations(page: Page): Promise<string[]> {
  const loaded = await page.evaluate(() => typeof (window as { axe?: unknown }).axe !== 'undefined');
  // Evaluated through the DevTools protocol: a <script> tag (addScriptTag) would be refused by the site's own
  // Content-Security-Policy (script-src 'self'), which the tests keep in force rather than bypass.
  if (!loaded) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document): Promise<{ violations: unknown }> } })
      .axe;
    return (await axe.run(document)).violations as AxeViolation[];
  });
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes
        .slice(0, 5)
        .map((node) => `${JSON.stringify(node.target)} ${node.failureSummary ?? ''}`)
        .join(' | ')}`,
  );
}

/**
 * Waits until the page is interactive. The guest site marks its root with `data-hydrated` once its first view is
 * hydrated (Preact; the admitted site island by island, see `waitForIsland`); other React pages (the dashboard)
 * are hydrated when every control carries React's props, so a click or key press is handled instead of falling on
 * inert server HTML.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    if (document.getElementById('root')?.hasAttribute('data-hydrated')) return true;
    const controls = [...document.querySelectorAll('button, a[href], input, select, textarea')];
    return (
      controls.length > 0 &&
      controls.every((element) => Object.keys(element).some((key) => key.startsWith('__reactProps$')))
    );
  });
}

/**
 * The admitted guest site hydrates a part further down (schedule, locations, gallery, RSVP) when it comes near the
 * viewport or focus enters it: brings the control into view and waits until its island (`[data-island]`) is
 * hydrated. Controls outside islands (the server's HTML, links) need nothing.
 */
export async function waitForIsland(target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  await target.evaluate(async (element) => {
    const island = element.closest('[data-island]');
    if (!island) return;
    for (let waited = 0; !island.hasAttribute('data-hydrated'); waited += 50) {
      if (waited > 15_000)
        throw new Error(`the ${island.getAttribute('data-island')} island was never hydrated`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
}

// Bench: guests opening their personal links, on the production server with the built site on the embedded
// database (what `npm start` runs). Each household is a new visitor: the link (GET /de/w/{slug}/i/{token}: checked,
// cookies set, 303), then the site it leads to (the server render). Printed: (1) 1,000 households arriving evenly
// within a minute, p50/p99 of the link and of the page; (2) what the server holds with 20 visitors at a time,
// pages/s, next to a static file of the site served by the same process under the same load (the ceiling).
// Run: node bench/personal-links.mjs after building api and site; `--smoke`: 20 households within a second.
import { loadApiSource } from './lib/modules.mjs';
import { startSiteServer } from './lib/site-server.mjs';
import { check, sized } from './lib/smoke.mjs';
import { ms, percentile, runConcurrently } from './lib/stats.mjs';

const HOUSEHOLDS = sized(1000, 20);
const ARRIVAL_MS = sized(60_000, 1_000);
const IN_FLIGHT = sized(20, 4);
const WARM_UP = sized(20, 2);

const [{ householdLinkToken }] = await loadApiSource(['./households/household-link-token.ts']);

function cookiesOf(response) {
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

function report(label, { latencies, wallMs }) {
  const perSecond = (latencies.length / wallMs) * 1000;
  console.log(
    `${label.padEnd(28)} ${String(latencies.length).padStart(5)} in ${(wallMs / 1000).toFixed(2)} s  ` +
      `${perSecond.toFixed(1).padStart(7)} /s  p50 ${ms(percentile(latencies, 0.5))}  p99 ${ms(percentile(latencies, 0.99))}`,
  );
  return perSecond;
}

const server = await startSiteServer();
try {
  const wedding = await server.prisma.wedding.findUniqueOrThrow({ where: { slug: server.slug } });
  const rows = Array.from({ length: HOUSEHOLDS + WARM_UP }, (_, index) => ({
    id: `cbenchhousehold${String(index).padStart(10, '0')}`,
    weddingId: wedding.id,
    name: `Bench Household ${index}`,
    partyName: `Bench Household ${index}`,
    partyId: `cbenchhousehold${String(index).padStart(10, '0')}`,
  }));
  await server.prisma.guest.createMany({ data: rows });
  const links = rows.map(
    (row) => `/de/w/${server.slug}/i/${householdLinkToken(server.config, wedding.id, row.id, 1)}`,
  );

  const linkTimes = [];
  const pageTimes = [];
  const visit = async (index) => {
    const begin = performance.now();
    const opened = await fetch(`${server.baseUrl}${links[index]}`, { redirect: 'manual' });
    check(opened.status === 303, `link ${index} answered ${opened.status}`);
    const admitted = performance.now();
    const page = await fetch(`${server.baseUrl}${opened.headers.get('location')}`, {
      headers: { Cookie: cookiesOf(opened) },
    });
    const html = await page.text();
    check(page.status === 200 && html.includes('"screen":"site"'), `household ${index} got no site page`);
    check(html.includes(`Bench Household ${index}`), `household ${index} is not named on its page`);
    linkTimes[index] = admitted - begin;
    pageTimes[index] = performance.now() - admitted;
  };
  for (let index = 0; index < WARM_UP; index += 1) await visit(HOUSEHOLDS + index);

  // (1) Arrivals spread evenly over the minute, each visitor on its own, however long the others take.
  const arrivals = [];
  const started = performance.now();
  for (let index = 0; index < HOUSEHOLDS; index += 1) {
    const due = started + (index * ARRIVAL_MS) / HOUSEHOLDS;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    arrivals.push(visit(index));
  }
  await Promise.all(arrivals);
  const arrivalLinks = linkTimes.slice(0, HOUSEHOLDS);
  const arrivalPages = pageTimes.slice(0, HOUSEHOLDS);

  // (2) As many as the server holds: 20 visitors at a time (the households again, with fresh cookies).
  const visitors = [];
  const linkThenPage = await runConcurrently(HOUSEHOLDS, IN_FLIGHT, async (index) => {
    const begin = performance.now();
    await visit(index);
    visitors[index] = performance.now() - begin;
  });

  const page = await fetch(`${server.baseUrl}/de/w/${server.slug}`);
  const asset = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(await page.text())?.[1];
  check(asset !== undefined, 'no static asset on the page');
  const staticFile = await runConcurrently(HOUSEHOLDS, IN_FLIGHT, async () => {
    const response = await fetch(`${server.baseUrl}${asset}`);
    check(response.ok, 'static file refused');
    await response.arrayBuffer();
  });

  console.log(
    `personal links: ${HOUSEHOLDS} households within ${ARRIVAL_MS / 1000} s (embedded database)\n` +
      `link (checked, cookies, 303)  p50 ${ms(percentile(arrivalLinks, 0.5))}  p99 ${ms(percentile(arrivalLinks, 0.99))}\n` +
      `server-rendered site          p50 ${ms(percentile(arrivalPages, 0.5))}  p99 ${ms(percentile(arrivalPages, 0.99))}`,
  );
  console.log(`\n${IN_FLIGHT} visitors at a time, link and page each:`);
  const pages = report('link + server-rendered site', { latencies: visitors, wallMs: linkThenPage.wallMs });
  const ceiling = report('static file (same process)', staticFile);
  console.log(`ratio ${(pages / ceiling).toFixed(3)} of the static ceiling`);
} finally {
  await server.close();
}

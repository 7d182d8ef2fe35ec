// Bench: guests opening their personal links. 1,000 households of the seeded demo wedding, each a new visitor:
// the link (GET /de/w/{slug}/i/{token}: checked, cookies set, 303) and then the site it leads to (the server render),
// 20 visitors at a time, on the production server with the built site on the embedded database (what `npm start`
// runs). Printed: pages/s and p50/p99 of the rendered page, next to a static file of the site served by the same
// process under the same load (the ceiling). Run: node bench/personal-links.mjs after building api and site;
// `--smoke`: 20 households, 4 at a time.
import { loadApiSource } from './lib/modules.mjs';
import { startSiteServer } from './lib/site-server.mjs';
import { check, sized } from './lib/smoke.mjs';
import { ms, percentile, runConcurrently } from './lib/stats.mjs';

const HOUSEHOLDS = sized(1000, 20);
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

  const visit = async (index) => {
    const opened = await fetch(`${server.baseUrl}${links[index]}`, { redirect: 'manual' });
    check(opened.status === 303, `link ${index} answered ${opened.status}`);
    const page = await fetch(`${server.baseUrl}${opened.headers.get('location')}`, {
      headers: { Cookie: cookiesOf(opened) },
    });
    const html = await page.text();
    check(page.status === 200 && html.includes('"screen":"site"'), `household ${index} got no site page`);
    check(html.includes(`Bench Household ${index}`), `household ${index} is not named on its page`);
  };
  // The same requests' second half only: the page render after the link (each visitor's own cookies).
  const visitors = [];
  for (let index = 0; index < WARM_UP; index += 1) await visit(HOUSEHOLDS + index);
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

  console.log(`personal links: ${HOUSEHOLDS} households, ${IN_FLIGHT} in flight (embedded database)`);
  const pages = report('link + server-rendered site', { latencies: visitors, wallMs: linkThenPage.wallMs });
  const ceiling = report('static file (same process)', staticFile);
  console.log(`ratio ${(pages / ceiling).toFixed(3)} of the static ceiling`);
} finally {
  await server.close();
}

// Bench 2: time to answer the guest list through the HTTP API on PostgreSQL:
//  - the full list of a 5,000-guest wedding (limit 5000, the dashboard's client-mode fetch-all call): the list
//    projection the dashboard reads (GET .../guests/rows) next to the full records (GET .../guests, the baseline);
//  - a filtered page, a search page, page 1 and a deep page of a 100,000-guest wedding (server mode, projection),
//    the deep page both as a jump by number and as "next" after the previous page's cursor (keyset paging).
// Guests are seeded with multi-row INSERTs. Medians over several runs; prints figures only.
// Run: node bench/guest-list.mjs (after building packages/db and core); `--smoke`: 60 and 600 guests, 2 runs.
import { randomBytes } from 'node:crypto';
import { startApiServer } from './lib/api-server.mjs';
import { seedGuests } from './lib/bulk-insert.mjs';
import { createHttpClient } from './lib/http-client.mjs';
import { pg } from './lib/modules.mjs';
import { createScratchDatabase } from './lib/postgres.mjs';
import { check, SMOKE, sized } from './lib/smoke.mjs';
import { median, ms, percentile } from './lib/stats.mjs';

const SMALL_WEDDING = sized(5_000, 60);
const LARGE_WEDDING = sized(100_000, 600);
const RUNS = sized(9, 2);
/** Page queries are cheap: enough runs for a p95. */
const PAGE_RUNS = sized(60, 2);
const PAGE_SIZE = 50;
const DEEP_PAGE = sized(1000, 10);
// 600 guests hold ~50 family guests of partner 1: page 3 of them would be empty.
const FILTER_PAGE = sized(3, 1);

async function timeRuns(client, path, runs = RUNS) {
  const first = await client.get(path);
  const body = first.json();
  const samples = [];
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    await client.get(path);
    samples.push(performance.now() - started);
  }
  return { samples, rows: (body.data ?? body.rows).length, total: body.total, bytes: first.bytes };
}

function report(label, { samples, rows, total, bytes }) {
  console.log(
    `${label.padEnd(52)} median ${ms(median(samples)).padStart(9)}  min ${ms(Math.min(...samples)).padStart(9)}  ` +
      `p95 ${ms(percentile(samples, 0.95)).padStart(9)}  rows ${rows}/${total}  ${(bytes / 1024).toFixed(0)} KiB`,
  );
}

async function main() {
  const database = await createScratchDatabase('wedding_bench_guests');
  let api;
  try {
    api = await startApiServer(database.url);
    const owner = createHttpClient(api.baseUrl);
    const username = `bench-${randomBytes(3).toString('hex')}`;
    const registered = await owner.post('/api/auth/register', {
      username,
      password: 'bench-password-1234',
      name: 'Bench Owner',
    });
    const userId = registered.json().user.id;
    const createWedding = (slug) =>
      api.prisma.wedding.create({
        data: { slug, accessCode: 'BENCH123', userId, members: { create: { userId } } },
      });
    const small = await createWedding(`bench-small-${randomBytes(3).toString('hex')}`);
    const large = await createWedding(`bench-large-${randomBytes(3).toString('hex')}`);

    const pool = new pg.Pool({ connectionString: database.url, max: 4 });
    const smallSeedMs = await seedGuests(pool, SMALL_WEDDING, () => small.id);
    const largeSeedMs = await seedGuests(pool, LARGE_WEDDING, () => large.id);
    // What autovacuum does on a live database; a freshly bulk-loaded table has no visibility map yet, so
    // index-only scans (the count, the page's ids) would visit every heap page.
    await pool.query('VACUUM ANALYZE guests');
    await pool.end();

    console.log(
      `Guest list on PostgreSQL (${database.name}), ${RUNS} timed runs after one warm-up each` +
        (SMOKE ? ' (smoke run: figures not comparable)' : ''),
    );
    console.log(
      `seeded ${SMALL_WEDDING} guests in ${(smallSeedMs / 1000).toFixed(1)} s, ` +
        `${LARGE_WEDDING} guests in ${(largeSeedMs / 1000).toFixed(1)} s (multi-row INSERTs)`,
    );
    const smallBase = `/api/weddings/${small.id}/guests`;
    const largeBase = `/api/weddings/${large.id}/guests`;
    const fullRecords = await timeRuns(owner, `${smallBase}?limit=5000`);
    report(`${SMALL_WEDDING} guests, full records (baseline)`, fullRecords);
    const fullList = await timeRuns(owner, `${smallBase}/rows?limit=5000`);
    report(`${SMALL_WEDDING} guests, list projection (rows)`, fullList);
    check(
      fullList.rows === SMALL_WEDDING && fullList.total === SMALL_WEDDING,
      `full list: ${fullList.rows}/${fullList.total}`,
    );
    console.log(
      `  projection / records: ${(median(fullList.samples) / median(fullRecords.samples)).toFixed(2)}x time, ` +
        `${(fullList.bytes / fullRecords.bytes).toFixed(2)}x bytes; budget median <= 150 ms: ` +
        `${median(fullList.samples) <= 150 ? 'PASS' : 'FAIL'}, <= 1 MB: ${fullList.bytes <= 1_048_576 ? 'PASS' : 'FAIL'}`,
    );
    const filtered = await timeRuns(
      owner,
      `${largeBase}/rows?category=family&side=partner1&page=${FILTER_PAGE}&limit=${PAGE_SIZE}`,
      PAGE_RUNS,
    );
    report(`${LARGE_WEDDING} guests, category+side filter, page ${FILTER_PAGE}`, filtered);
    check(filtered.rows > 0, `the category+side filter's page ${FILTER_PAGE} is empty`);
    const search = await timeRuns(
      owner,
      `${largeBase}/rows?search=${encodeURIComponent('müller 12')}&limit=${PAGE_SIZE}`,
      PAGE_RUNS,
    );
    report(`${LARGE_WEDDING} guests, search "müller 12", page 1`, search);
    check(search.rows > 0, 'the search "müller 12" found nobody');
    const firstPage = await timeRuns(owner, `${largeBase}/rows?page=1&limit=${PAGE_SIZE}`, PAGE_RUNS);
    report(`${LARGE_WEDDING} guests, unfiltered page 1`, firstPage);
    const deepPage = await timeRuns(
      owner,
      `${largeBase}/rows?page=${DEEP_PAGE}&limit=${PAGE_SIZE}`,
      PAGE_RUNS,
    );
    report(`${LARGE_WEDDING} guests, unfiltered page ${DEEP_PAGE}`, deepPage);
    check(
      deepPage.rows === PAGE_SIZE && deepPage.total === LARGE_WEDDING,
      `page ${DEEP_PAGE}: ${deepPage.rows}/${deepPage.total}`,
    );
    // The dashboard's "next page" sends the previous page's nextCursor (keyset paging): the same deep page reached
    // that way starts at its key on the ordering index instead of walking the entries before it.
    const previous = (await owner.get(`${largeBase}/rows?page=${DEEP_PAGE - 1}&limit=${PAGE_SIZE}`)).json();
    const keysetPath =
      `${largeBase}/rows?page=${DEEP_PAGE}&limit=${PAGE_SIZE}` +
      `&after=${encodeURIComponent(previous.nextCursor ?? '')}`;
    const keysetPage = await timeRuns(owner, keysetPath, PAGE_RUNS);
    report(`${LARGE_WEDDING} guests, page ${DEEP_PAGE} after page ${DEEP_PAGE - 1}'s cursor`, keysetPage);
    const ids = async (path) =>
      (await owner.get(path))
        .json()
        .rows.map((row) => row[0])
        .join();
    check(
      (await ids(keysetPath)) === (await ids(`${largeBase}/rows?page=${DEEP_PAGE}&limit=${PAGE_SIZE}`)),
      `page ${DEEP_PAGE} after the cursor differs from page ${DEEP_PAGE} by number`,
    );
    const p95 = (result) => percentile(result.samples, 0.95);
    const deepRatio = median(deepPage.samples) / median(firstPage.samples);
    const keysetRatio = median(keysetPage.samples) / median(firstPage.samples);
    console.log(
      `budgets: filtered p95 <= 20 ms ${p95(filtered) <= 20 ? 'PASS' : 'FAIL'}, search p95 <= 30 ms ` +
        `${p95(search) <= 30 ? 'PASS' : 'FAIL'}, deep page (next from page ${DEEP_PAGE - 1}) / page 1 (median) ` +
        `${keysetRatio.toFixed(2)}x: ${keysetRatio <= 1.05 ? 'PASS' : 'FAIL'} (5 % for noise); ` +
        `a jump to page ${DEEP_PAGE} by number / page 1: ${deepRatio.toFixed(2)}x`,
    );
  } finally {
    await api?.close();
    await database.drop();
  }
}

await main();

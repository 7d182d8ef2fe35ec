// Bench 2: time to answer the guest list through the HTTP API on PostgreSQL:
//  - the full list of a 5,000-guest wedding (limit 5000, the dashboard's client-mode fetch-all call);
//  - a filtered page (and a search page) of a 100,000-guest wedding (server mode).
// Guests are seeded with multi-row INSERTs. Medians over several runs; prints figures only.
// Run: node bench/guest-list.mjs (after building packages/db and core); `--smoke`: 60 and 600 guests, 2 runs.
import { randomBytes, randomUUID } from 'node:crypto';
import { startApiServer } from './lib/api-server.mjs';
import { generatedGuest } from './lib/generated-guests.mjs';
import { createHttpClient } from './lib/http-client.mjs';
import { pg } from './lib/modules.mjs';
import { createScratchDatabase } from './lib/postgres.mjs';
import { check, SMOKE, sized } from './lib/smoke.mjs';
import { median, ms, percentile } from './lib/stats.mjs';

const SMALL_WEDDING = sized(5_000, 60);
const LARGE_WEDDING = sized(100_000, 600);
const RUNS = sized(9, 2);
const PAGE_SIZE = 50;
const DEEP_PAGE = sized(1000, 10);
// 600 guests hold ~50 family guests of partner 1: page 3 of them would be empty.
const FILTER_PAGE = sized(3, 1);
const ROWS_PER_INSERT = 1_000;

async function seedGuests(pool, weddingId, count) {
  const columns = [
    'id',
    '"weddingId"',
    'name',
    '"firstName"',
    '"lastName"',
    'phone',
    'category',
    'side',
    'priority',
    '"approvalStatus"',
    'notes',
    '"updatedAt"',
  ];
  const started = performance.now();
  for (let offset = 0; offset < count; offset += ROWS_PER_INSERT) {
    const rows = Math.min(ROWS_PER_INSERT, count - offset);
    const values = [];
    const tuples = [];
    for (let row = 0; row < rows; row += 1) {
      const index = offset + row;
      const guest = generatedGuest(index);
      const base = values.length;
      // The index makes every name unique, so no two seeded guests are duplicates of each other.
      values.push(
        randomUUID(),
        weddingId,
        `${guest.firstName} ${guest.lastName} ${index}`,
        guest.firstName,
        `${guest.lastName} ${index}`,
        guest.phone,
        guest.category,
        guest.side,
        guest.priority,
        guest.approvalStatus,
        guest.notes,
      );
      tuples.push(
        `(${columns
          .slice(0, -1)
          .map((_, column) => `$${base + column + 1}`)
          .join(', ')}, now())`,
      );
    }
    await pool.query(`INSERT INTO guests (${columns.join(', ')}) VALUES ${tuples.join(', ')}`, values);
  }
  return performance.now() - started;
}

async function timeRuns(client, path) {
  const first = await client.get(path);
  const body = first.json();
  const samples = [];
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    await client.get(path);
    samples.push(performance.now() - started);
  }
  return { samples, rows: body.data.length, total: body.total, bytes: first.bytes };
}

function report(label, { samples, rows, total, bytes }) {
  console.log(
    `${label.padEnd(44)} median ${ms(median(samples)).padStart(9)}  min ${ms(Math.min(...samples)).padStart(9)}  ` +
      `p90 ${ms(percentile(samples, 0.9)).padStart(9)}  rows ${rows}/${total}  ${(bytes / 1024).toFixed(0)} KiB`,
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
    const smallSeedMs = await seedGuests(pool, small.id, SMALL_WEDDING);
    const largeSeedMs = await seedGuests(pool, large.id, LARGE_WEDDING);
    await pool.query('ANALYZE guests');
    await pool.end();

    console.log(
      `Guest list on PostgreSQL (${database.name}), ${RUNS} timed runs after one warm-up each` +
        (SMOKE ? ' (smoke run: figures not comparable)' : ''),
    );
    console.log(
      `seeded ${SMALL_WEDDING} guests in ${(smallSeedMs / 1000).toFixed(1)} s, ` +
        `${LARGE_WEDDING} guests in ${(largeSeedMs / 1000).toFixed(1)} s (multi-row INSERT, ${ROWS_PER_INSERT} rows each)`,
    );
    const smallBase = `/api/weddings/${small.id}/guests`;
    const largeBase = `/api/weddings/${large.id}/guests`;
    const fullList = await timeRuns(owner, `${smallBase}?limit=5000`);
    report(`${SMALL_WEDDING} guests, full list (limit=5000)`, fullList);
    check(
      fullList.rows === SMALL_WEDDING && fullList.total === SMALL_WEDDING,
      `full list: ${fullList.rows}/${fullList.total}`,
    );
    const filtered = await timeRuns(
      owner,
      `${largeBase}?category=family&side=partner1&page=${FILTER_PAGE}&limit=${PAGE_SIZE}`,
    );
    report(`${LARGE_WEDDING} guests, category+side filter, page ${FILTER_PAGE}`, filtered);
    check(filtered.rows > 0, `the category+side filter's page ${FILTER_PAGE} is empty`);
    const search = await timeRuns(
      owner,
      `${largeBase}?search=${encodeURIComponent('müller 12')}&limit=${PAGE_SIZE}`,
    );
    report(`${LARGE_WEDDING} guests, search "müller 12", page 1`, search);
    check(search.rows > 0, 'the search "müller 12" found nobody');
    const deepPage = await timeRuns(owner, `${largeBase}?page=${DEEP_PAGE}&limit=${PAGE_SIZE}`);
    report(`${LARGE_WEDDING} guests, unfiltered page ${DEEP_PAGE}`, deepPage);
    check(
      deepPage.rows === PAGE_SIZE && deepPage.total === LARGE_WEDDING,
      `page ${DEEP_PAGE}: ${deepPage.rows}/${deepPage.total}`,
    );
  } finally {
    await api?.close();
    await database.drop();
  }
}

await main();

// Bench: the admin area's lists through the HTTP API on PostgreSQL with a service-sized database (10,000
// weddings with their owners, 100,000 guests, 40,000 RSVPs, 20,000 locations, 2,000 images, 5,000 audit entries,
// 1,000 messages): p95 per list (page 1, search, filters, a deep page, the analytics of a year) next to the
// baseline of the same run, the cheapest signed-in answer (GET /api/auth/session: HTTP, session, no query).
// Rows are seeded with multi-row INSERTs. Prints figures only.
// Run: node bench/admin-lists.mjs (after building packages/db and core); `--smoke`: 100 weddings, 3 runs.
import { randomBytes, randomUUID } from 'node:crypto';
import { startApiServer } from './lib/api-server.mjs';
import { bulkInsert, seedGuests } from './lib/bulk-insert.mjs';
import { createHttpClient } from './lib/http-client.mjs';
import { pg } from './lib/modules.mjs';
import { createScratchDatabase } from './lib/postgres.mjs';
import { check, SMOKE, sized } from './lib/smoke.mjs';
import { median, ms, percentile } from './lib/stats.mjs';

const WEDDINGS = sized(10_000, 100);
const GUESTS_PER_WEDDING = 10;
const RSVPS_PER_WEDDING = 4;
const LOCATIONS_PER_WEDDING = 2;
const IMAGE_EVERY = 5;
const AUDIT_ENTRIES = sized(5_000, 50);
const MESSAGES = sized(1_000, 10);
const RUNS = sized(40, 3);
const PAGE = 20;

const FIRST = ['Anna', 'Mia', 'Lena', 'Zofia', 'Ayşe', 'Priya', 'Emma', 'Clara', 'Ida', 'Greta'];
const SECOND = ['Ben', 'Noah', 'Jonas', 'Jan', 'Can', 'Arjun', 'Felix', 'David', 'Hannes', 'Paul'];
const CITIES = ['Berlin', 'Hamburg', 'München', 'Köln', 'Kraków', 'İstanbul', 'Madrid', 'Mumbai'];
const TYPES = ['ceremony', 'reception', 'party', 'accommodation'];
const DAY = 86_400_000;

/** The service: owners, weddings (names, members) and what hangs off them, deterministic by index. */
async function seedService(pool) {
  const started = performance.now();
  const now = new Date();
  const userIds = Array.from({ length: WEDDINGS }, () => randomUUID());
  const weddingIds = Array.from({ length: WEDDINGS }, () => randomUUID());
  const tag = randomBytes(2).toString('hex');
  await bulkInsert(pool, 'users', ['id', 'username', 'name', '"updatedAt"'], WEDDINGS, (index) => [
    userIds[index],
    `couple-${tag}-${index}`,
    `${FIRST[index % 10]} ${SECOND[(index >> 3) % 10]}`,
    now,
  ]);
  await bulkInsert(
    pool,
    'weddings',
    [
      'id',
      'slug',
      '"userId"',
      '"accessCode"',
      '"isActive"',
      '"isPremium"',
      '"weddingDate"',
      '"viewsTotal"',
      '"createdAt"',
      '"updatedAt"',
    ],
    WEDDINGS,
    (index) => [
      weddingIds[index],
      `${FIRST[index % 10].toLowerCase()}-${SECOND[(index >> 3) % 10].toLowerCase()}-${tag}-${index}`
        .normalize('NFKD')
        .replace(/[^\w-]/g, ''),
      userIds[index],
      'BENCH123',
      index % 7 !== 0,
      index % 4 === 0,
      new Date(Date.UTC(2026, 0, 1) + (index % 900) * DAY),
      index * 3,
      new Date(now.getTime() - (index % 365) * DAY),
      now,
    ],
  );
  await bulkInsert(
    pool,
    'wedding_info',
    ['id', '"weddingId"', 'locale', '"brideName"', '"groomName"', '"updatedAt"'],
    WEDDINGS,
    (index) => [randomUUID(), weddingIds[index], 'de', FIRST[index % 10], SECOND[(index >> 3) % 10], now],
  );
  await bulkInsert(pool, 'wedding_members', ['id', '"weddingId"', '"userId"'], WEDDINGS, (index) => [
    randomUUID(),
    weddingIds[index],
    userIds[index],
  ]);
  await seedGuests(
    pool,
    WEDDINGS * GUESTS_PER_WEDDING,
    (index) => weddingIds[Math.floor(index / GUESTS_PER_WEDDING)],
  );
  await bulkInsert(
    pool,
    'rsvps',
    ['id', '"weddingId"', 'name', 'phone', '"attendanceStatus"', '"numberOfGuests"', '"submittedAt"'],
    WEDDINGS * RSVPS_PER_WEDDING,
    (index) => [
      randomUUID(),
      weddingIds[Math.floor(index / RSVPS_PER_WEDDING)],
      `Gast ${index}`,
      '+491511234567',
      ['attending', 'not_attending', 'maybe'][index % 3],
      1 + (index % 3),
      new Date(now.getTime() - (index % 400) * DAY),
    ],
  );
  await bulkInsert(
    pool,
    'locations',
    ['id', '"weddingId"', 'type', 'name', 'address', '"postalCode"', 'city', 'country', '"updatedAt"'],
    WEDDINGS * LOCATIONS_PER_WEDDING,
    (index) => [
      randomUUID(),
      weddingIds[Math.floor(index / LOCATIONS_PER_WEDDING)],
      TYPES[index % 4],
      `Ort ${index}`,
      `Hauptstraße ${index % 200}`,
      '10115',
      CITIES[index % CITIES.length],
      'Deutschland',
      now,
    ],
  );
  const images = Math.floor(WEDDINGS / IMAGE_EVERY);
  await bulkInsert(
    pool,
    'gallery_images',
    [
      'id',
      '"weddingId"',
      'url',
      '"storageKey"',
      'width',
      'height',
      '"fileSize"',
      '"mimeType"',
      '"updatedAt"',
    ],
    images,
    (index) => {
      const id = randomUUID();
      return [
        id,
        weddingIds[index * IMAGE_EVERY],
        `/uploads/${id}.webp`,
        `${id}.webp`,
        1600,
        1200,
        240_000,
        'image/webp',
        now,
      ];
    },
  );
  await bulkInsert(
    pool,
    'audit_log',
    [
      'id',
      '"actorName"',
      'action',
      '"entityType"',
      '"entityId"',
      '"weddingId"',
      'before',
      'after',
      '"createdAt"',
    ],
    AUDIT_ENTRIES,
    (index) => [
      randomUUID(),
      'bench-staff',
      'wedding.update',
      'wedding',
      weddingIds[index % WEDDINGS],
      weddingIds[index % WEDDINGS],
      JSON.stringify({ isPremium: false }),
      JSON.stringify({ isPremium: true }),
      new Date(now.getTime() - index * 60_000),
    ],
  );
  await bulkInsert(
    pool,
    'messages',
    ['id', '"senderId"', '"weddingId"', 'kind', 'body', '"createdAt"', '"readAt"'],
    MESSAGES,
    (index) => [
      randomUUID(),
      userIds[index % WEDDINGS],
      weddingIds[index % WEDDINGS],
      index % 2 === 0 ? 'upgrade_request' : 'contact',
      'Bitte um Premium',
      new Date(now.getTime() - index * 3_600_000),
      index % 3 === 0 ? null : now,
    ],
  );
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
  return { samples, body, bytes: first.bytes };
}

function report(label, { samples, body, bytes }, baseline) {
  const rows = Array.isArray(body.data)
    ? `${body.data.length}/${body.total ?? body.data.length}`
    : Array.isArray(body.days)
      ? `${body.days.length} days`
      : '-';
  const p95 = percentile(samples, 0.95);
  console.log(
    `${label.padEnd(44)} median ${ms(median(samples)).padStart(9)}  p95 ${ms(p95).padStart(9)}  ` +
      `${baseline ? `${(p95 / percentile(baseline.samples, 0.95)).toFixed(1)}x baseline` : 'baseline'.padStart(13)}  ` +
      `rows ${rows}  ${(bytes / 1024).toFixed(0)} KiB`,
  );
}

async function main() {
  const database = await createScratchDatabase('wedding_bench_admin');
  let api;
  try {
    api = await startApiServer(database.url);
    const staff = createHttpClient(api.baseUrl);
    const username = `bench-staff-${randomBytes(3).toString('hex')}`;
    const registered = await staff.post('/api/auth/register', {
      username,
      password: 'bench-password-1234',
      name: 'Bench Staff',
    });
    await api.prisma.user.update({ where: { id: registered.json().user.id }, data: { role: 'admin' } });

    const pool = new pg.Pool({ connectionString: database.url, max: 4 });
    const seedMs = await seedService(pool);
    // What autovacuum does on a live database (fresh bulk loads have no statistics or visibility map yet).
    await pool.query('VACUUM ANALYZE');
    await pool.end();
    console.log(
      `Admin lists on PostgreSQL (${database.name}): ${WEDDINGS} weddings, ${WEDDINGS * GUESTS_PER_WEDDING} guests, ` +
        `seeded in ${(seedMs / 1000).toFixed(1)} s; ${RUNS} timed runs after one warm-up each` +
        (SMOKE ? ' (smoke run: figures not comparable)' : ''),
    );

    const baseline = await timeRuns(staff, '/api/auth/session');
    report('session (baseline: no query)', baseline);
    const to = new Date().toISOString().slice(0, 10);
    const yearAgo = new Date(Date.now() - 365 * DAY).toISOString().slice(0, 10);
    const lists = [
      ['weddings, page 1 (newest)', `/api/admin/weddings?limit=${PAGE}`],
      ['weddings, search "mia"', `/api/admin/weddings?search=mia&limit=${PAGE}`],
      [
        'weddings, premium + active + date range',
        `/api/admin/weddings?plan=premium&status=active&dateFrom=2026-01-01&dateTo=2026-12-31&limit=${PAGE}`,
      ],
      [
        'weddings, by date, deep page',
        `/api/admin/weddings?sort=date&direction=asc&page=${Math.floor(WEDDINGS / PAGE / 2)}&limit=${PAGE}`,
      ],
      ['calendar, one month', '/api/admin/calendar?month=2026-02'],
      ['customers, page 1', `/api/admin/customers?limit=${PAGE}`],
      ['customers, search "couple"', `/api/admin/customers?search=couple-&limit=${PAGE}`],
      ['locations, reception in Hamburg', `/api/admin/locations?type=reception&city=Hamburg&limit=${PAGE}`],
      ['gallery, page 1', `/api/admin/gallery?limit=${PAGE}`],
      ['albums, page 1', `/api/admin/gallery/albums?limit=${PAGE}`],
      ['messages, unread', `/api/admin/messages?status=unread&limit=${PAGE}`],
      ['audit log, page 1', `/api/admin/audit?limit=${PAGE}`],
      ['overview totals', '/api/admin/analytics'],
      ['analytics, a year by day', `/api/admin/analytics/series?from=${yearAgo}&to=${to}`],
    ];
    for (const [label, path] of lists) {
      const result = await timeRuns(staff, path);
      report(label, result, baseline);
      const rows =
        [result.body.data, result.body.days, result.body.weddings].find(Array.isArray)?.length ?? 1;
      check(rows > 0, `${label}: no rows`);
    }
  } finally {
    await api?.close();
    await database.drop();
  }
}

await main();

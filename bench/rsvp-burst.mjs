// Bench 1: an RSVP burst on PostgreSQL. 300 RSVP submissions, 20 in flight, through the real HTTP API
// (Express + Prisma on a fresh database), next to the same 300 rows inserted with plain `pg` (the
// ceiling). Prints figures only. Run: node bench/rsvp-burst.mjs (after building packages/db and core);
// `--smoke`: 6 submissions, 3 in flight.
import { randomBytes, randomUUID } from 'node:crypto';
import { startApiServer } from './lib/api-server.mjs';
import { createHttpClient } from './lib/http-client.mjs';
import { pg } from './lib/modules.mjs';
import { createScratchDatabase } from './lib/postgres.mjs';
import { check, SMOKE, sized } from './lib/smoke.mjs';
import { ms, percentile, runConcurrently } from './lib/stats.mjs';

const SUBMISSIONS = sized(300, 6);
const IN_FLIGHT = sized(20, 3);
const WARM_UP = sized(20, 2);
const ACCESS_CODE = 'BENCH123';

// Like the RSVP wizard: guests[0] is the respondent (core's rsvpPayloadSchema), the companion follows.
function rsvpPayload(index) {
  const name = `Bench Guest ${index}`;
  return {
    name,
    email: `guest${index}@example.com`,
    phone: '+49 170 1234567',
    attendanceStatus: index % 3 === 0 ? 'not_attending' : 'attending',
    numberOfGuests: 2,
    guests: [{ name }, { name: `Companion ${index}` }],
    needsTransport: index % 2 === 0,
    needsAccommodation: false,
    message: 'Wir freuen uns!',
  };
}

function report(label, { latencies, wallMs }) {
  const perSecond = (latencies.length / wallMs) * 1000;
  console.log(
    `${label.padEnd(22)} ${String(latencies.length).padStart(4)} in ${(wallMs / 1000).toFixed(2)} s  ` +
      `${perSecond.toFixed(1).padStart(7)} /s  p50 ${ms(percentile(latencies, 0.5))}  p99 ${ms(percentile(latencies, 0.99))}`,
  );
  return perSecond;
}

async function main() {
  const database = await createScratchDatabase('wedding_bench_rsvp');
  let api;
  try {
    api = await startApiServer(database.url);
    const wedding = await api.prisma.wedding.create({
      data: {
        slug: `bench-${randomBytes(3).toString('hex')}`,
        accessCode: ACCESS_CODE,
        isActive: true,
        info: { create: { locale: 'de', brideName: 'Bench', groomName: 'Mark' } },
      },
    });

    const guest = createHttpClient(api.baseUrl);
    await guest.post(`/api/public/weddings/${wedding.slug}/access`, { accessCode: ACCESS_CODE });
    // Like the RSVP form: every submission carries its own Idempotency-Key.
    const submit = (index) =>
      guest.post(`/api/public/weddings/${wedding.slug}/rsvp`, rsvpPayload(index), {
        'Idempotency-Key': `bench-${index}-${randomUUID()}`,
      });
    await runConcurrently(WARM_UP, IN_FLIGHT, (index) => submit(-1 - index));

    const cpuBefore = process.cpuUsage();
    const viaApi = await runConcurrently(SUBMISSIONS, IN_FLIGHT, submit);
    const cpu = process.cpuUsage(cpuBefore);
    const stored = await api.prisma.rsvp.count({ where: { weddingId: wedding.id } });

    const pool = new pg.Pool({ connectionString: database.url, max: IN_FLIGHT });
    const insert = (index) => {
      const payload = rsvpPayload(index);
      return pool.query(
        `INSERT INTO rsvps (id, "weddingId", name, email, phone, "attendanceStatus", "numberOfGuests",
           "needsTransport", "needsAccommodation", message, locale)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'de')`,
        [
          randomUUID(),
          wedding.id,
          payload.name,
          payload.email,
          payload.phone,
          payload.attendanceStatus,
          payload.numberOfGuests,
          payload.needsTransport,
          payload.needsAccommodation,
          payload.message,
        ],
      );
    };
    await runConcurrently(WARM_UP, IN_FLIGHT, (index) => insert(10_000 + index));
    const viaPg = await runConcurrently(SUBMISSIONS, IN_FLIGHT, insert);
    await pool.end();

    console.log(
      `RSVP burst on PostgreSQL (${database.name}), ${SUBMISSIONS} submissions, ${IN_FLIGHT} in flight` +
        (SMOKE ? ' (smoke run: figures not comparable)' : ''),
    );
    const apiRate = report('HTTP API (Express)', viaApi);
    const pgRate = report('plain pg INSERT', viaPg);
    console.log(
      `API / pg throughput ratio: ${(apiRate / pgRate).toFixed(3)} (pg is ${(pgRate / apiRate).toFixed(1)}x faster)`,
    );
    // CPU time is far less sensitive to the shared machine's load than wall-clock throughput.
    console.log(
      `CPU per API submission: ${((cpu.user + cpu.system) / SUBMISSIONS / 1000).toFixed(2)} ms ` +
        '(this process: fetch client + Express + Prisma)',
    );
    console.log(`RSVPs stored through the API: ${stored} (expected ${SUBMISSIONS + WARM_UP})`);
    check(stored === SUBMISSIONS + WARM_UP, `${stored} RSVPs stored, ${SUBMISSIONS + WARM_UP} submitted`);
  } finally {
    await api?.close();
    await database.drop();
  }
}

await main();

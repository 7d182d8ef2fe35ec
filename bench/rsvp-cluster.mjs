// Bench: RSVP submissions through the API with 1 and 2 worker processes (node:cluster, apps/api/src/cluster.ts)
// on one PostgreSQL database, next to a minimal node:http handler storing the same RSVP with the same statement
// through plain pg (lib/plain-rsvp-server.mjs, the ceiling), all in one run on one fresh database. Each server
// is a process of its own; the load comes from this process (fetch, keep-alive, IN_FLIGHT at a time, so the
// cluster spreads connections over its workers). Every guest gives an email, so each submission also queues,
// renders and records its confirmation (as in production, where most guests give one); one more run of the single
// worker leaves it out. Prints submissions/s, p50 and p99 and the ratios; judges no timing. Run: node bench/rsvp-cluster.mjs (after building packages/db and core); `--smoke`: a few submissions.
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createHttpClient } from './lib/http-client.mjs';
import { pg, repoRoot } from './lib/modules.mjs';
import { freePort, startNodeProcess } from './lib/node-process.mjs';
import { createScratchDatabase } from './lib/postgres.mjs';
import { check, SMOKE, sized } from './lib/smoke.mjs';
import { ms, percentile, runConcurrently } from './lib/stats.mjs';

const SUBMISSIONS = sized(1000, 12);
const IN_FLIGHT = sized(20, 4);
const WARM_UP = sized(50, 4);
const ACCESS_CODE = 'BENCH234';

/** `withEmail`: the guest gives an address, so the API also queues, renders and records their confirmation. */
function rsvpPayload(index, withEmail = true) {
  const name = `Cluster Guest ${index}`;
  return {
    name,
    ...(withEmail ? { email: `cluster${index}@example.com` } : {}),
    phone: '+49 170 7654321',
    attendanceStatus: index % 3 === 0 ? 'not_attending' : 'attending',
    numberOfGuests: 2,
    guests: [{ name }, { name: `Companion ${index}` }],
    needsTransport: index % 2 === 0,
    needsAccommodation: false,
    message: 'Bis bald!',
  };
}

async function measure(label, baseUrl, post) {
  const submit = (index) => post(index);
  await runConcurrently(WARM_UP, IN_FLIGHT, (index) =>
    submit(1_000_000 + index + Math.floor(Math.random() * 1e6)),
  );
  const run = await runConcurrently(SUBMISSIONS, IN_FLIGHT, submit);
  const perSecond = (run.latencies.length / run.wallMs) * 1000;
  console.log(
    `${label.padEnd(32)} ${String(run.latencies.length).padStart(5)} in ${(run.wallMs / 1000).toFixed(2)} s  ` +
      `${perSecond.toFixed(1).padStart(7)} /s  p50 ${ms(percentile(run.latencies, 0.5))}  p99 ${ms(percentile(run.latencies, 0.99))}`,
  );
  return { perSecond, p99: percentile(run.latencies, 0.99), baseUrl };
}

async function main() {
  const database = await createScratchDatabase('wedding_bench_cluster');
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'wedding-bench-cluster-'));
  const results = {};
  try {
    const secret = randomBytes(32).toString('hex');
    let weddingId;
    let slug;
    for (const workers of [1, 2]) {
      const port = await freePort();
      const server = await startNodeProcess(['--import', 'tsx', 'src/cluster.ts'], {
        cwd: path.join(repoRoot, 'apps/api'),
        ready: (output) => new RegExp(`\\[cluster\\] ${workers} API workers? serving`).test(output),
        env: {
          ...process.env,
          API_WORKERS: String(workers),
          PORT: String(port),
          DATABASE_URL: database.url,
          DATA_DIR: dataDir,
          APP_SECRET: secret,
          PUBLIC_URL: `http://127.0.0.1:${port}`,
        },
      });
      try {
        if (!weddingId) {
          const client = new pg.Client({ connectionString: database.url });
          await client.connect();
          slug = `bench-${randomBytes(3).toString('hex')}`;
          weddingId = `cbench${randomBytes(8).toString('hex')}`;
          await client.query(
            `INSERT INTO weddings (id, slug, "accessCode", "isActive", "updatedAt") VALUES ($1, $2, $3, true, now())`,
            [weddingId, slug, ACCESS_CODE],
          );
          await client.query(
            `INSERT INTO wedding_info (id, "weddingId", locale, "brideName", "groomName", "updatedAt")
             VALUES ($1, $2, 'de', 'Bench', 'Cluster', now())`,
            [`cinfo${randomBytes(8).toString('hex')}`, weddingId],
          );
          await client.end();
        }
        const baseUrl = `http://127.0.0.1:${port}`;
        const guest = createHttpClient(baseUrl);
        await guest.post(`/api/public/weddings/${slug}/access`, { accessCode: ACCESS_CODE });
        const submit = (withEmail) => (index) =>
          guest.post(`/api/public/weddings/${slug}/rsvp`, rsvpPayload(index, withEmail), {
            'Idempotency-Key': `cluster-${workers}-${withEmail}-${index}-${randomUUID()}`,
          });
        results[workers] = await measure(
          `HTTP API, ${workers} worker process${workers === 1 ? '' : 'es'}`,
          baseUrl,
          submit(true),
        );
        if (workers === 1) {
          results.noEmail = await measure('HTTP API, 1 worker, no email', baseUrl, submit(false));
        }
      } finally {
        await server.stop();
      }
    }

    const plainPort = await freePort();
    const plain = await startNodeProcess(
      [path.join(repoRoot, 'bench/lib/plain-rsvp-server.mjs'), database.url, String(plainPort), weddingId],
      { ready: (output) => /plain rsvp server listening/.test(output) },
    );
    try {
      const baseUrl = `http://127.0.0.1:${plainPort}`;
      results.plain = await measure('node:http + pg, same statement', baseUrl, async (index) => {
        const response = await fetch(`${baseUrl}/rsvp`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'idempotency-key': `plain-${index}-${randomUUID()}`,
          },
          body: JSON.stringify(rsvpPayload(index)),
        });
        await response.text();
        check(response.status === 201, `plain server answered ${response.status}`);
      });
    } finally {
      await plain.stop();
    }

    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const { rows } = await client.query('SELECT count(*)::int AS count FROM rsvps WHERE "weddingId" = $1', [
      weddingId,
    ]);
    await client.end();
    const expected = 4 * (SUBMISSIONS + WARM_UP);
    console.log(
      `RSVP submissions on one PostgreSQL (${database.name}), ${SUBMISSIONS} per run, ${IN_FLIGHT} in flight, ` +
        `${os.availableParallelism()} cores${SMOKE ? ' (smoke run: figures not comparable)' : ''}`,
    );
    console.log(
      `2 workers / 1 worker:        ${(results[2].perSecond / results[1].perSecond).toFixed(2)}x throughput`,
    );
    console.log(
      `1 worker / plain pg ceiling: ${(results[1].perSecond / results.plain.perSecond).toFixed(3)}`,
    );
    console.log(
      `2 workers / plain pg ceiling: ${(results[2].perSecond / results.plain.perSecond).toFixed(3)}`,
    );
    console.log(
      `1 worker, no email / ceiling: ${(results.noEmail.perSecond / results.plain.perSecond).toFixed(3)}`,
    );
    console.log(`RSVPs stored: ${rows[0].count} (expected ${expected})`);
    check(rows[0].count === expected, `${rows[0].count} RSVPs stored, ${expected} submitted`);
  } finally {
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();

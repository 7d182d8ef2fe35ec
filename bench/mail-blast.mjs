// Bench: an invitation blast to 1,000 households on PostgreSQL, with the job queue running (no SMTP server: each
// message is rendered into the outbox, the work a delivery would cost minus the network). Printed: how long the
// send request takes to queue them all, and the p50/p99 of other requests of the couple (the wedding overview, 4 at
// a time) from the send until the queue has worked the blast off, next to the same requests without a blast. Run: node bench/mail-blast.mjs after
// building the workspace packages; `--smoke`: 10 households.
import { randomBytes, randomUUID } from 'node:crypto';
import { startApiServer } from './lib/api-server.mjs';
import { createHttpClient } from './lib/http-client.mjs';
import { createScratchDatabase } from './lib/postgres.mjs';
import { check, sized } from './lib/smoke.mjs';
import { ms, percentile, runConcurrently } from './lib/stats.mjs';

const HOUSEHOLDS = sized(1000, 10);
const PROBES = sized(300, 10);
const IN_FLIGHT = 4;

const database = await createScratchDatabase('wedding_bench_blast');
let api;
try {
  api = await startApiServer(database.url, { jobs: true });
  const couple = createHttpClient(api.baseUrl);
  const username = `bench-${randomBytes(3).toString('hex')}`;
  await couple.get('/api/auth/csrf');
  const registered = await couple.post('/api/auth/register', {
    username,
    password: 'bench password 123',
    name: 'Bench',
  });
  const userId = registered.json().user.id;
  await api.prisma.user.update({ where: { id: userId }, data: { email: `${username}@example.org` } });
  const created = await couple.post('/api/weddings', {
    partner1Name: 'Anna',
    partner2Name: 'Ben',
    weddingDate: '2030-06-12',
    slug: username,
    locale: 'de',
  });
  const weddingId = created.json().wedding.id;
  await api.prisma.guest.createMany({
    data: Array.from({ length: HOUSEHOLDS }, (_, index) => {
      const id = `cbenchblast${String(index).padStart(14, '0')}`;
      return {
        id,
        weddingId,
        name: `Guest ${index}`,
        email: `guest${index}@example.org`,
        partyId: id,
        partyName: `Guest ${index}`,
      };
    }),
  });

  const probe = () => runConcurrently(PROBES, IN_FLIGHT, () => couple.get(`/api/weddings/${weddingId}`));
  await probe();
  const quiet = await probe();

  const sending = (async () => {
    const begin = performance.now();
    const sent = await couple.post(`/api/weddings/${weddingId}/mail/send`, {
      kind: 'invitation',
      selection: { audience: 'all' },
      requestId: randomUUID(),
    });
    check(sent.json().queued === HOUSEHOLDS, `queued ${sent.json().queued} of ${HOUSEHOLDS}`);
    return performance.now() - begin;
  })();
  // Probed for as long as the queue works the blast off (rendering each message into the outbox), at most a minute.
  const busyLatencies = [];
  const busyUntil = Date.now() + 60_000;
  let worked = 0;
  while (Date.now() < busyUntil) {
    busyLatencies.push(...(await probe()).latencies);
    worked = await api.prisma.outboxMessage.count({ where: { weddingId, status: 'unsent' } });
    if (worked === HOUSEHOLDS) break;
  }
  const busy = { latencies: busyLatencies };
  const queueMs = await sending;
  console.log(`invitation blast: ${HOUSEHOLDS} households on PostgreSQL, job queue running`);
  console.log(`queued in                     ${ms(queueMs)}`);
  console.log(
    `overview without a blast      p50 ${ms(percentile(quiet.latencies, 0.5))}  p99 ${ms(percentile(quiet.latencies, 0.99))}`,
  );
  console.log(
    `overview during the blast     p50 ${ms(percentile(busy.latencies, 0.5))}  p99 ${ms(percentile(busy.latencies, 0.99))}`,
  );
  console.log(
    `messages worked off meanwhile ${worked} of ${HOUSEHOLDS} (${busyLatencies.length} requests probed)`,
  );
} finally {
  await api?.close();
  await database.drop();
}

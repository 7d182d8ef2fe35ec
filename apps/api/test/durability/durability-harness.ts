import { randomBytes, randomInt } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type Database, openDatabase } from '@wedding/db';
import { createScratchDatabase, type ScratchDatabase } from '@wedding/db/testing';
import { HttpIdentity } from '../fuzz/http-identity.js';
import { type ApiProcess, freePort, startApiProcess, stopApiProcess } from '../processes/api-process.js';

export type DurabilityOptions = {
  db: 'pglite' | 'postgres';
  rsvps: number;
  inFlight: number;
  kills: number;
  log?: (line: string) => void;
};

export type DurabilityReport = {
  db: 'pglite' | 'postgres';
  submitted: number;
  acknowledged: number;
  stored: number;
  distinctKeys: number;
  /** Acknowledged RSVPs whose row is missing or has another id than the answer said. */
  lostAcknowledged: string[];
  /** Rows whose covered guests do not match the submission (a half-written RSVP). */
  incomplete: number;
  kills: { afterAcknowledged: number; inFlight: number }[];
  retries: number;
  seconds: number;
  /** The database opened afterwards with every migration applied and nothing pending. */
  openedCleanly: boolean;
};

const READY = /listening on .*\n[\s\S]*access code (\S+)\)/;
const KEY_PREFIX = 'durability-';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function rsvpFor(index: number) {
  const attending = index % 3 !== 0;
  const name = `Durability Guest ${index}`;
  return {
    name,
    phone: `+49 170 ${String(1_000_000 + index)}`,
    attendanceStatus: attending ? 'attending' : 'not_attending',
    numberOfGuests: attending ? 1 + (index % 2) : 1,
    guests: attending ? [{ name }, ...(index % 2 ? [{ name: `${name} Companion` }] : [])] : [],
    message: `Submission ${index}`,
  };
}

/**
 * The durability run (docs/operations.md): the real server (apps/api src/main.ts in its own process) takes `rsvps` RSVP
 * submissions with Idempotency-Keys, `inFlight` at a time, and is killed with SIGKILL `kills` times at random
 * moments. Each kill is followed by a restart on the same data; every submission without an answer is sent
 * again with its key until it is acknowledged. Afterwards the server is stopped, the database is opened again
 * and compared with what was acknowledged: exactly `rsvps` RSVPs, no duplicate key, every acknowledged id
 * present with all its covered guests.
 */
export async function runDurability(options: DurabilityOptions): Promise<DurabilityReport> {
  const log = options.log ?? (() => {});
  const started = Date.now();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'wedding-durability-'));
  const scratch: ScratchDatabase | undefined =
    options.db === 'postgres' ? await createScratchDatabase('wedding_durability') : undefined;
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: Record<string, string> = {
    PORT: String(port),
    DATA_DIR: dataDir,
    APP_SECRET: randomBytes(32).toString('hex'),
    PUBLIC_URL: baseUrl,
    DATABASE_URL: scratch?.url ?? '',
  };
  const start = () => startApiProcess({ entry: 'main.ts', env, ready: READY, timeoutMs: 180_000 });

  let server: ApiProcess = await start();
  const banner = READY.exec(server.output());
  const slug = /\/w\/([a-z0-9-]+)|weddings\/([a-z0-9-]+)\/card/.exec(server.output());
  const accessCode = banner?.[1];
  const weddingSlug = slug?.[1] ?? slug?.[2];
  if (!accessCode || !weddingSlug) throw new Error(`no demo wedding in the banner:\n${server.output()}`);
  log(`${options.db}: server up, demo wedding ${weddingSlug}`);

  const guest = new HttpIdentity(baseUrl);
  let up = true;
  let restarting: Promise<void> | undefined;
  const admit = async () => {
    const res = await guest.json('POST', `/api/public/weddings/${weddingSlug}/access`, { accessCode });
    if (res.status !== 200) throw new Error(`access code refused: ${res.status}`);
  };
  await admit();

  const acknowledged = new Map<string, string>();
  const killAt = Array.from({ length: options.kills }, (_, k) => {
    const slice = options.rsvps / (options.kills + 1);
    return Math.floor(slice * (k + 1) - slice / 3 + randomInt(Math.max(1, Math.floor((slice * 2) / 3))));
  });
  const kills: DurabilityReport['kills'] = [];
  let inFlightNow = 0;
  let retries = 0;

  async function killAndRestart(): Promise<void> {
    kills.push({ afterAcknowledged: acknowledged.size, inFlight: inFlightNow });
    log(`${options.db}: SIGKILL after ${acknowledged.size} acknowledged, ${inFlightNow} in flight`);
    up = false;
    server.child.kill('SIGKILL');
    await server.exited;
    server = await start();
    up = true;
    log(`${options.db}: restarted`);
  }

  async function submit(index: number): Promise<void> {
    const key = `${KEY_PREFIX}${index}`;
    const body = rsvpFor(index);
    for (let attempt = 0; ; attempt += 1) {
      if (attempt > 0) retries += 1;
      if (attempt > 200) throw new Error(`${key} never acknowledged`);
      if (!up) {
        await restarting;
        await sleep(50);
        continue;
      }
      try {
        inFlightNow += 1;
        const res = await guest.request('POST', `/api/public/weddings/${weddingSlug}/rsvp`, {
          body: JSON.stringify(body),
          contentType: 'application/json',
          headers: { 'idempotency-key': key },
        });
        const answer = (await res.json().catch(() => ({}))) as { rsvp?: { id: string } };
        if (res.status === 201 && answer.rsvp) {
          acknowledged.set(key, answer.rsvp.id);
          const next = killAt[kills.length];
          if (next !== undefined && acknowledged.size >= next && !restarting) {
            restarting = killAndRestart().finally(() => {
              restarting = undefined;
            });
          }
          return;
        }
        if (res.status === 401) await admit().catch(() => {});
        else if (res.status < 500)
          throw new Error(`${key}: unexpected ${res.status} ${JSON.stringify(answer)}`);
      } catch (error) {
        if (error instanceof Error && error.message.startsWith(key)) throw error;
        // The connection died with the server: send the same key again once it is back.
      } finally {
        inFlightNow -= 1;
      }
      await sleep(20);
    }
  }

  let next = 0;
  await Promise.all(
    Array.from({ length: options.inFlight }, async () => {
      while (next < options.rsvps) {
        const index = next;
        next += 1;
        await submit(index);
      }
    }),
  );
  await restarting;
  await stopApiProcess(server);
  log(
    `${options.db}: all ${acknowledged.size} acknowledged, ${kills.length} kills, ${retries} retries; checking`,
  );

  let database: Database | undefined;
  let openedCleanly = false;
  try {
    database = await openDatabase(
      scratch ? { databaseUrl: scratch.url } : { databaseUrl: null, dataDir: path.join(dataDir, 'pglite') },
    );
    openedCleanly = database.migrations.applied.length === 0;
    const rows = await database.prisma.rsvp.findMany({
      where: { idempotencyKey: { startsWith: KEY_PREFIX } },
      select: {
        id: true,
        idempotencyKey: true,
        numberOfGuests: true,
        attendanceStatus: true,
        _count: { select: { guests: true } },
      },
    });
    const byKey = new Map(rows.map((row) => [row.idempotencyKey as string, row]));
    const lostAcknowledged = [...acknowledged]
      .filter(([key, id]) => byKey.get(key)?.id !== id)
      .map(([key]) => key);
    const incomplete = rows.filter(
      (row) => row._count.guests !== (row.attendanceStatus === 'attending' ? row.numberOfGuests : 0),
    ).length;
    return {
      db: options.db,
      submitted: options.rsvps,
      acknowledged: acknowledged.size,
      stored: rows.length,
      distinctKeys: byKey.size,
      lostAcknowledged,
      incomplete,
      kills,
      retries,
      seconds: Math.round((Date.now() - started) / 100) / 10,
      openedCleanly,
    };
  } finally {
    await database?.close();
    await scratch?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

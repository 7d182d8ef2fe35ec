// Bench: resident memory of `npm start`'s API process (apps/api/dist/main.js) over time. A fresh data folder each
// time, so the server's first start with its demo: on the embedded database (PGlite in the process, `npm start`'s
// default) and the same run on PostgreSQL. Steps: started and settled, then RSVP submissions through the public API
// (each guest gives an email: confirmations are queued, rendered and recorded), then photo uploads as the couple,
// then settled again. Prints the RSS of each step and the peak, for both databases; judges no figure.
// Run: node bench/server-memory.mjs (after building apps/api and its packages); `--smoke`: a few of each.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { API_PROCESS_ENV_DEFAULTS } from '../scripts/api-process-env.mjs';
import { createHttpClient } from './lib/http-client.mjs';
import { repoRoot } from './lib/modules.mjs';
import { freePort, startNodeProcess } from './lib/node-process.mjs';
import { createScratchDatabase } from './lib/postgres.mjs';
import { check, SMOKE, sized } from './lib/smoke.mjs';
import { runConcurrently } from './lib/stats.mjs';

const RSVPS = sized(2000, 10);
const UPLOADS = sized(50, 2);
const IN_FLIGHT = sized(20, 4);
/** After the start and after each load: long enough for the queue's first ticks and a few garbage collections. */
const SETTLE_MS = sized(20_000, 500);
/** At the end: past the render worker's idle minute (apps/api/src/rendering/renderer.ts), when it has stopped. */
const IDLE_MS = sized(75_000, 500);
const sharp = createRequire(path.join(repoRoot, 'apps/api/package.json'))('sharp');

/** The process's resident set in MB (Linux's /proc; elsewhere ps). */
async function rssMb(pid) {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    const ps = spawn('ps', ['-o', 'rss=', '-p', String(pid)]);
    let out = '';
    for await (const chunk of ps.stdout) out += chunk;
    return Number(out.trim()) / 1024;
  }
}

/** Starts the built API the way `npm start` does and resolves with the demo's slug and access code from its banner. */
async function startApi(env) {
  const server = await startNodeProcess([path.join(repoRoot, 'apps/api/dist/main.js')], {
    // As `npm start` runs it (scripts/serve-api.mjs), without the launcher that waits for it.
    env: { ...API_PROCESS_ENV_DEFAULTS, ...process.env, ...env },
    timeoutMs: 240_000,
    ready: (output) =>
      /listening on/.test(output) && /\/(?:w|weddings)\/([a-z0-9-]+)\S*\s+\(access code (\S+)\)/.exec(output),
  });
  return { ...server, slug: server.found[1], accessCode: server.found[2] };
}

/**
 * A phone photo's size and grain (the grain keeps the JPEG as large as a real photo's detail does), each one
 * different and the same in every run: a seeded generator, since random bytes can happen to spell an HTML tag,
 * which the API refuses.
 */
async function photo(index) {
  const width = 2400;
  const height = 1600;
  const pixels = Buffer.alloc(width * height * 3);
  let state = 0x9e3779b9 ^ (index + 1);
  for (let offset = 0; offset < pixels.length; offset += 1) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    const x = (offset / 3) % width;
    pixels[offset] = 60 + ((x + index * 7) % 120) + ((state >>> 0) % 40);
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 82 })
    .toBuffer();
}

async function measure(label, env, dataDir) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const server = await startApi({ ...env, PORT: String(port), DATA_DIR: dataDir });
  const steps = [];
  let peak = 0;
  const sampler = setInterval(async () => {
    peak = Math.max(peak, await rssMb(server.pid));
  }, 250);
  const step = async (name) => {
    const rss = await rssMb(server.pid);
    peak = Math.max(peak, rss);
    steps.push({ name, rss });
  };
  try {
    await step('ready');
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    await step(`settled (${SETTLE_MS / 1000} s)`);

    const guest = createHttpClient(url);
    await guest.post(`/api/public/weddings/${server.slug}/access`, { accessCode: server.accessCode });
    await runConcurrently(RSVPS, IN_FLIGHT, (index) =>
      guest.post(
        `/api/public/weddings/${server.slug}/rsvp`,
        {
          name: `Memory Guest ${index}`,
          email: `memory${index}@example.com`,
          phone: '+49 170 7654321',
          attendanceStatus: index % 3 === 0 ? 'not_attending' : 'attending',
          numberOfGuests: 2,
          guests: [{ name: `Memory Guest ${index}` }, { name: `Companion ${index}` }],
          needsTransport: false,
          needsAccommodation: false,
        },
        { 'Idempotency-Key': randomUUID() },
      ),
    );
    await step(`after ${RSVPS} RSVPs`);
    // The job queue renders and records their confirmations meanwhile (the render worker starts with the first).
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    await step(`settled (${SETTLE_MS / 1000} s)`);

    const logins = JSON.parse(await readFile(path.join(dataDir, 'demo-logins.json'), 'utf8'));
    const couple = createHttpClient(url);
    await couple.post('/api/auth/login', logins.demo);
    const { weddings } = (await couple.get('/api/weddings')).json();
    const weddingId = weddings.find((wedding) => wedding.slug === server.slug)?.id;
    check(weddingId, 'the demo couple sees the demo wedding');
    for (let index = 0; index < UPLOADS; index += 1) {
      const form = new FormData();
      form.append('file', new Blob([await photo(index)], { type: 'image/jpeg' }), `photo-${index}.jpg`);
      const uploaded = await couple.postForm(`/api/weddings/${weddingId}/gallery/upload`, form);
      check(uploaded.status === 201, `upload ${index} answered ${uploaded.status}`);
    }
    await step(`after ${UPLOADS} uploads`);
    await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
    await step(`idle (${IDLE_MS / 1000} s)`);
  } finally {
    clearInterval(sampler);
    await server.stop();
  }
  return { label, steps, peak };
}

async function main() {
  const results = [];
  for (const kind of ['embedded', 'postgres']) {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), `wedding-bench-memory-${kind}-`));
    const database = kind === 'postgres' ? await createScratchDatabase('wedding_bench_memory') : undefined;
    try {
      const label = kind === 'embedded' ? 'embedded PGlite (npm start)' : 'PostgreSQL';
      // The embedded run must not pick up a DATABASE_URL of the caller's environment.
      results.push(await measure(label, { DATABASE_URL: database?.url ?? '' }, dataDir));
    } finally {
      await database?.drop();
      await rm(dataDir, { recursive: true, force: true });
    }
  }
  console.log(
    `API process resident memory (MB), a fresh data folder (the first start seeds the demo), ${RSVPS} RSVPs ` +
      `with email, ${UPLOADS} photo uploads${SMOKE ? ' (smoke run: figures not comparable)' : ''}`,
  );
  console.log(`${'step'.padEnd(24)} ${results.map((result) => result.label.padStart(28)).join(' ')}`);
  for (let index = 0; index < results[0].steps.length; index += 1) {
    console.log(
      `${results[0].steps[index].name.padEnd(24)} ${results
        .map((result) => result.steps[index].rss.toFixed(0).padStart(28))
        .join(' ')}`,
    );
  }
  console.log(
    `${'peak'.padEnd(24)} ${results.map((result) => result.peak.toFixed(0).padStart(28)).join(' ')}`,
  );
}

await main();

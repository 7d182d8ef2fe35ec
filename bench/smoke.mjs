// Runs every bench script (bench/*.mjs, bench/ui/*.mjs) in its smoke mode, two at a time, and fails when
// one fails, hangs or has no smoke mode: `npm test` runs this (turbo task //#bench:smoke), so a rule or API
// change that breaks a bench breaks the build. Prints each bench's output and a summary; judges no timing.
import { spawn } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const SELF = path.basename(fileURLToPath(import.meta.url));
/** A smoke run takes seconds (Lighthouse's ~30 s with the seeded site server); far longer means it hangs. */
const TIMEOUT_MS = 240_000;

async function benchScripts() {
  const scripts = [];
  for (const folder of ['.', 'ui']) {
    const names = await readdir(path.join(benchDir, folder));
    for (const name of names.sort()) {
      if (name.endsWith('.mjs') && name !== SELF) scripts.push(path.join(folder, name));
    }
  }
  return scripts;
}

/** A bench takes its sizes from lib/smoke.mjs; one that does not would run at full size here. */
async function hasSmokeMode(script) {
  return /lib\/smoke\.mjs['"]/.test(await readFile(path.join(benchDir, script), 'utf8'));
}

/**
 * Two smoke runs at a time: a smoke run judges no timing, and most of its seconds are a server or a browser starting,
 * so two overlap well on two cores. Each run's output is kept and printed whole when it ends, so runs never interleave.
 */
const CONCURRENCY = 2;

function runSmoke(script) {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn(process.execPath, [path.join(benchDir, script), '--smoke'], {
      env: { ...process.env, BENCH_SMOKE: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    const timer = setTimeout(() => {
      output.push(Buffer.from(`${script}: no end after ${TIMEOUT_MS / 1000} s, stopped\n`));
      child.kill('SIGKILL');
    }, TIMEOUT_MS);
    child.once('close', (code, signal) => {
      clearTimeout(timer);
      process.stdout.write(`\n=== bench/${script} --smoke\n`);
      process.stdout.write(Buffer.concat(output));
      resolve({ ok: code === 0, code: code ?? signal, seconds: (performance.now() - started) / 1000 });
    });
  });
}

const scripts = await benchScripts();
const results = new Array(scripts.length);
let next = 0;
async function worker() {
  while (next < scripts.length) {
    const index = next++;
    const script = scripts[index];
    if (!(await hasSmokeMode(script))) {
      console.error(`bench/${script} has no smoke mode: take its sizes from lib/smoke.mjs`);
      results[index] = { script, ok: false, code: 'no smoke mode', seconds: 0 };
      continue;
    }
    results[index] = { script, ...(await runSmoke(script)) };
  }
}
await Promise.all(Array.from({ length: CONCURRENCY }, worker));

console.log('\nbench smoke runs:');
for (const { script, ok, code, seconds } of results) {
  console.log(
    `  ${ok ? 'ok  ' : 'FAIL'}  bench/${script}  ${seconds.toFixed(1)} s${ok ? '' : `  (${code})`}`,
  );
}
if (results.some((result) => !result.ok)) process.exit(1);

// Runs every bench script (bench/*.mjs, bench/ui/*.mjs) in its smoke mode, one after the other, and fails when
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

function runSmoke(script) {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn(process.execPath, [path.join(benchDir, script), '--smoke'], {
      env: { ...process.env, BENCH_SMOKE: '1' },
      stdio: 'inherit',
    });
    const timer = setTimeout(() => {
      console.error(`${script}: no end after ${TIMEOUT_MS / 1000} s, stopped`);
      child.kill('SIGKILL');
    }, TIMEOUT_MS);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      resolve({ ok: code === 0, code: code ?? signal, seconds: (performance.now() - started) / 1000 });
    });
  });
}

const results = [];
for (const script of await benchScripts()) {
  console.log(`\n=== bench/${script} --smoke`);
  if (!(await hasSmokeMode(script))) {
    console.error(`bench/${script} has no smoke mode: take its sizes from lib/smoke.mjs`);
    results.push({ script, ok: false, code: 'no smoke mode', seconds: 0 });
    continue;
  }
  results.push({ script, ...(await runSmoke(script)) });
}

console.log('\nbench smoke runs:');
for (const { script, ok, code, seconds } of results) {
  console.log(
    `  ${ok ? 'ok  ' : 'FAIL'}  bench/${script}  ${seconds.toFixed(1)} s${ok ? '' : `  (${code})`}`,
  );
}
if (results.some((result) => !result.ok)) process.exit(1);

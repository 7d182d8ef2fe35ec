#!/usr/bin/env node
// The whole test suite (`npm test` after the install), stage by stage, stopping at the first failure, and at the end
// the time each stage took: a slow stage is seen at once (docs/decisions.md keeps the figures per date).
import { spawn } from 'node:child_process';

const STAGES = [
  ['prerequisites', 'node scripts/ensure-test-prerequisites.mjs'],
  ['build and typecheck', 'turbo run build typecheck //#typecheck:stories //#typecheck:repo --concurrency=2'],
  ['unit, API and packaging tests', 'turbo run test //#test:packaging --concurrency=2'],
  ['stories and screenshots', 'turbo run //#test:stories --concurrency=1'],
  ['end to end and bench smoke', 'turbo run //#test:e2e //#bench:smoke --concurrency=1'],
  ['lint', 'biome check .'],
];

function run(command) {
  return new Promise((resolve) => {
    // Through the shell with the package scripts' PATH (turbo and biome from node_modules/.bin), like `npm run`.
    const child = spawn(command, { shell: true, stdio: 'inherit' });
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const minutes = (ms) => `${(ms / 60_000).toFixed(1)} min`;
const times = [];
let failed;
for (const [name, command] of STAGES) {
  const started = performance.now();
  const code = await run(command);
  times.push([name, performance.now() - started, code]);
  if (code !== 0) {
    failed = name;
    break;
  }
}

console.log('\nstage times:');
for (const [name, ms, code] of times)
  console.log(`  ${name.padEnd(32)} ${minutes(ms).padStart(9)}${code === 0 ? '' : '  FAILED'}`);
console.log(`  ${'in all'.padEnd(32)} ${minutes(times.reduce((sum, [, ms]) => sum + ms, 0)).padStart(9)}`);
if (failed) {
  console.error(`\n${failed} failed`);
  process.exit(1);
}

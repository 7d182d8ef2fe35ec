#!/usr/bin/env node
/**
 * Runs the browser test projects of vitest.config.ts one after the other, each optionally split into shards:
 *   node scripts/run-browser-tests.mjs stories visual      (or stories:2 to split the story project in two)
 *
 * Why shards can be asked for: vitest 4.1's browser mode runs every file of a project in one Chromium page, and
 * with a fresh iframe per file (vitest's default isolation) that page's renderer kept the memory of every file it
 * had run (1.7 GB after 76 story files); on CI the page was lost near the end ("Browser connection was closed while
 * running tests", no failed test). The story project now runs its files in one iframe (`isolate: false`), which
 * loads the preview and the packages once: all 137 files peak near 1.35 GB and take half the time, so it runs as
 * one shard. A shard costs a Vite start-up and a first transform, so there are no more shards than memory needs.
 *
 * A shard that loses its connection with no failed test is run once more; a failed test, or a second lost
 * connection, fails the command.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const CONNECTION_LOST = 'Browser connection was closed while running tests';
const MAX_REPEATS = 1;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const vitest = path.join(root, 'node_modules/.bin/vitest');

function parseProject(spec) {
  const [name, shards = '1'] = spec.split(':');
  const count = Number(shards);
  if (!name || !Number.isInteger(count) || count < 1)
    throw new Error(`Bad project "${spec}": use name or name:shards`);
  return { name, count };
}

function runVitest(args) {
  return new Promise((resolve) => {
    const child = spawn(vitest, args, { cwd: root, stdio: ['inherit', 'pipe', 'pipe'], env: process.env });
    let output = '';
    const relay = (target) => (chunk) => {
      target.write(chunk);
      output += chunk.toString();
    };
    child.stdout.on('data', relay(process.stdout));
    child.stderr.on('data', relay(process.stderr));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

function lostConnectionOnly({ code, output }) {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: strips the ANSI colours of vitest's summary
  const plain = output.replace(/\u001b\[[0-9;]*m/g, '');
  const testsFailed = /Tests\s+\d+ failed/.test(plain) || /Test Files\s+\d+ failed/.test(plain);
  return code !== 0 && plain.includes(CONNECTION_LOST) && !testsFailed;
}

async function runShard(project, index) {
  const args = ['run', '--config', 'vitest.config.ts', '--project', project.name];
  if (project.count > 1) args.push(`--shard=${index}/${project.count}`);
  const label = project.count > 1 ? `${project.name} shard ${index}/${project.count}` : project.name;
  for (let attempt = 0; ; attempt += 1) {
    console.log(`\n[run-browser-tests] ${label}${attempt > 0 ? ' (again)' : ''}\n`);
    const result = await runVitest(args);
    if (result.code === 0) return;
    if (!lostConnectionOnly(result) || attempt === MAX_REPEATS) {
      console.error(`\n[run-browser-tests] ${label} failed (exit ${result.code}).\n`);
      process.exit(result.code);
    }
    console.error(`\n[run-browser-tests] ${label}: vitest lost the browser connection, no test failed.\n`);
  }
}

const projects = process.argv.slice(2).map(parseProject);
if (projects.length === 0) {
  console.error('usage: run-browser-tests.mjs <project[:shards]>...');
  process.exit(2);
}
for (const project of projects) {
  for (let index = 1; index <= project.count; index += 1) await runShard(project, index);
}

#!/usr/bin/env node
// Makes `npm test` work on a fresh Debian/Ubuntu machine: the browser tests need a Chromium binary
// (never a browser download: only Debian's package), and the database tests need PostgreSQL, which
// on this project's machines runs at 127.0.0.1:5432. Prints what it finds; installs only as root.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { connect } from 'node:net';

const candidates = [
  process.env.CHROME_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
];
const found = candidates.find((path) => path && existsSync(path));

function canInstallWithApt() {
  return process.getuid?.() === 0 && spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0;
}

if (found) {
  console.log(`prerequisites: Chromium at ${found}`);
} else if (canInstallWithApt()) {
  console.log("prerequisites: installing Debian's chromium and fonts-dejavu-core for the browser tests");
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-dejavu-core'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
} else {
  console.error(
    'prerequisites: no Chromium found. Install it (Debian/Ubuntu: `sudo apt-get install chromium fonts-dejavu-core`) or set CHROME_PATH.',
  );
  process.exit(1);
}

function reachable(host, port) {
  return new Promise((resolve) => {
    const socket = connect({ host, port, timeout: 1500 });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

if (process.env.DATABASE_URL) {
  console.log('prerequisites: PostgreSQL from DATABASE_URL');
} else if (await reachable('127.0.0.1', 5432)) {
  console.log('prerequisites: PostgreSQL at 127.0.0.1:5432');
} else if (process.env.CI) {
  console.error(
    'prerequisites: CI needs PostgreSQL at 127.0.0.1:5432 (user postgres, trust auth) or DATABASE_URL.',
  );
  process.exit(1);
} else {
  console.warn(
    'prerequisites: no PostgreSQL reachable; the database tests run on embedded PGlite only. Set DATABASE_URL to include PostgreSQL.',
  );
}

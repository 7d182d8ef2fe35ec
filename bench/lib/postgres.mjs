import { randomBytes } from 'node:crypto';
import { pg } from './modules.mjs';
import { SMOKE } from './smoke.mjs';

/** Only the local server: benches never reach beyond 127.0.0.1. */
const SERVER_URL = 'postgresql://postgres@127.0.0.1:5432/postgres';

async function runOnServer(sql) {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A fresh, empty database for one bench run; `drop()` removes it again. */
export async function createScratchDatabase(prefix) {
  const name = `${prefix}_${process.pid}_${randomBytes(3).toString('hex')}`;
  try {
    await runOnServer(`CREATE DATABASE "${name}"`);
  } catch (error) {
    // Like the database tests: `npm test` on a machine without PostgreSQL leaves it out; CI never does.
    if (SMOKE && !process.env.CI && error.code === 'ECONNREFUSED') {
      console.warn(`smoke run skipped: no PostgreSQL at ${new URL(SERVER_URL).host}`);
      process.exit(0);
    }
    throw error;
  }
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => runOnServer(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

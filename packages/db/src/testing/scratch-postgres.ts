import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The PostgreSQL server under test: env DATABASE_URL's server, else the local one (trust auth). */
function serverUrl(): string {
  return process.env.DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/postgres';
}

function urlForDatabase(database: string): string {
  const url = new URL(serverUrl());
  url.pathname = `/${database}`;
  return url.toString();
}

async function runOnServer(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: urlForDatabase('postgres') });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export interface ScratchDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

/** A fresh, uniquely named database (`<prefix>_<pid>_<hex>`) on the server under test; `drop()` removes it. */
export async function createScratchDatabase(prefix = 'wedding_test'): Promise<ScratchDatabase> {
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
  await runOnServer(`CREATE DATABASE "${name}"`);
  return {
    name,
    url: urlForDatabase(name),
    drop: () => runOnServer(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

async function serverAnswers(): Promise<boolean> {
  const client = new pg.Client({
    connectionString: urlForDatabase('postgres'),
    connectionTimeoutMillis: 2_000,
  });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

let decision: Promise<boolean> | undefined;

/**
 * Whether the PostgreSQL half of the test suite runs. With DATABASE_URL or under CI it always does (a missing
 * server then fails loudly); on a developer's machine without PostgreSQL it is left out with one warning, so
 * `npm test` works with nothing but Node, while PGlite still runs every test.
 */
export function shouldTestPostgres(): Promise<boolean> {
  decision ??= (async () => {
    if (process.env.DATABASE_URL || process.env.CI) return true;
    if (await serverAnswers()) return true;
    console.warn(
      'No PostgreSQL at 127.0.0.1:5432 and no DATABASE_URL: the PostgreSQL half of the database tests is left out.',
    );
    return false;
  })();
  return decision;
}

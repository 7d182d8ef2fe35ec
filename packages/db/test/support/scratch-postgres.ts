import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The PostgreSQL server under test: env DATABASE_URL's server, else the local one (trust auth). */
const SERVER_URL = process.env.DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/postgres';

function urlForDatabase(database: string): string {
  const url = new URL(SERVER_URL);
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

/** A fresh, uniquely named database (wedding_db_test_<hex>) that the test drops again. */
export async function createScratchDatabase(): Promise<ScratchDatabase> {
  const name = `wedding_db_test_${randomBytes(6).toString('hex')}`;
  await runOnServer(`CREATE DATABASE "${name}"`);
  return {
    name,
    url: urlForDatabase(name),
    drop: () => runOnServer(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

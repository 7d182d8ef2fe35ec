import type { Prisma } from '@wedding/db';
import pg from 'pg';

/** PostgreSQL's type oid of `timestamp` (without time zone), the type of every Prisma DateTime column. */
const TIMESTAMP_OID = 1114;

/**
 * Prisma keeps DateTime columns as `timestamp(3)` holding UTC wall-clock time; pg would read them in the process's
 * own zone. Other types keep pg's parsers (jsonb as objects, text[] as arrays, int8 as text: count with `::int`).
 */
const utcTimestamps: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === TIMESTAMP_OID
      ? (value: string) => new Date(`${value.replace(' ', 'T')}Z`)
      : pg.types.getTypeParser(oid, format)) as pg.CustomTypesConfig['getTypeParser'],
};

/**
 * Runs one statement written as `Prisma.sql` straight on the pool Prisma runs on. For the hot paths only (the
 * guest's access, the RSVP and its mail: bench/rsvp-cluster.mjs): Prisma 6 passes even a raw statement through its
 * WebAssembly query compiler, about 0.5 ms of CPU each, more than PostgreSQL takes to run most of them
 * (docs/decisions.md, "The RSVP's hot path"). Values go as written: dates as ISO strings cast in the SQL.
 */
export async function queryRows<Row>(pool: pg.Pool, statement: Prisma.Sql): Promise<Row[]> {
  const result = await pool.query({ text: statement.text, values: statement.values, types: utcTimestamps });
  return result.rows as Row[];
}

import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { SqlSession } from './sql-session';

export function pgClientSession(client: pg.Client): SqlSession {
  return {
    query: async <Row>(sql: string, params: unknown[] = []) =>
      (await client.query(sql, params)).rows as Row[],
    exec: async (sql: string) => {
      await client.query(sql);
    },
  };
}

export function pgliteSession(db: PGlite): SqlSession {
  return {
    query: async <Row>(sql: string, params: unknown[] = []) => (await db.query<Row>(sql, params)).rows,
    exec: async (sql: string) => {
      await db.exec(sql);
    },
  };
}

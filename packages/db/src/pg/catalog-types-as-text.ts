import pg from 'pg';

const TEXT_OID = 25;
const TEXT_ARRAY_OID = 1009;

/**
 * Catalog types that @prisma/adapter-pg 6.19.3 cannot map (name, "char", regproc, pg_node_tree,
 * regclass, regtype). The js schema engine reads them while introspecting, so every migrate
 * command fails unless they are reported as text.
 */
const SCALAR_CATALOG_OIDS = new Set([18, 19, 24, 194, 2205, 2206]);
const ARRAY_CATALOG_OIDS = new Set([1002, 1003]);

const parseTextArray = pg.types.getTypeParser(
  TEXT_ARRAY_OID as Parameters<typeof pg.types.getTypeParser>[0],
  'text',
) as (value: string) => string[];

type QueryResultLike = { fields?: { dataTypeID: number }[]; rows?: unknown[] };

function reportCatalogColumnsAsText(result: QueryResultLike): void {
  const fields = result.fields ?? [];
  fields.forEach((field, index) => {
    if (SCALAR_CATALOG_OIDS.has(field.dataTypeID)) {
      field.dataTypeID = TEXT_OID;
    } else if (ARRAY_CATALOG_OIDS.has(field.dataTypeID)) {
      field.dataTypeID = TEXT_ARRAY_OID;
      for (const row of result.rows ?? []) {
        if (Array.isArray(row) && typeof row[index] === 'string') {
          row[index] = parseTextArray(row[index]);
        }
      }
    }
  });
}

type QueryCallback = (error: Error | null, result: QueryResultLike) => void;

function withRewrite(callback: QueryCallback): QueryCallback {
  return (error, result) => {
    if (!error && result) reportCatalogColumnsAsText(result);
    callback(error, result);
  };
}

/** A pg client whose results describe catalog-typed columns as text (see SCALAR_CATALOG_OIDS). */
export class CatalogTypesAsTextClient extends pg.Client {
  // biome-ignore lint/suspicious/noExplicitAny: pg's query overloads cannot be forwarded with precise types
  override query(...args: any[]): any {
    // pg.Pool#query passes a trailing callback; a query config may carry its own callback.
    const last = args.length - 1;
    if (typeof args[last] === 'function') {
      args[last] = withRewrite(args[last]);
    } else if (args[0] && typeof args[0] === 'object' && typeof args[0].callback === 'function') {
      args[0] = { ...args[0], callback: withRewrite(args[0].callback) };
    }
    // biome-ignore lint/suspicious/noExplicitAny: see above
    const outcome = (super.query as (...a: any[]) => any)(...args);
    if (outcome && typeof outcome.then === 'function') {
      return outcome.then((result: QueryResultLike) => {
        reportCatalogColumnsAsText(result);
        return result;
      });
    }
    return outcome;
  }
}

/** Splits a connection URL into discrete fields so that a `database` override (shadow database) takes effect. */
export function poolConfigFromUrl(databaseUrl: string): pg.PoolConfig {
  const url = new URL(databaseUrl);
  return {
    host: decodeURIComponent(url.hostname),
    port: url.port ? Number(url.port) : 5432,
    user: decodeURIComponent(url.username) || undefined,
    password: url.password ? decodeURIComponent(url.password) : undefined,
    database: decodeURIComponent(url.pathname.replace(/^\//, '')) || undefined,
  };
}

import { randomUUID } from 'node:crypto';
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { CatalogTypesAsTextClient, poolConfigFromUrl } from './catalog-types-as-text';

type ShadowAdapter = Awaited<ReturnType<PrismaPg['connect']>>;

async function runAdminStatement(databaseUrl: string, sql: string): Promise<void> {
  const client = new pg.Client(poolConfigFromUrl(databaseUrl));
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function adapterFactoryFor(databaseUrl: string): PrismaPg {
  return new PrismaPg({ ...poolConfigFromUrl(databaseUrl), Client: CatalogTypesAsTextClient });
}

type ScriptRunner = { client: { query(sql: string): Promise<unknown> }; onError(error: unknown): never };

/**
 * adapter-pg 6.19.3 runs a migration script statement by statement after splitting it at every ';', which cuts a
 * dollar-quoted function body (a trigger's PL/pgSQL) apart. PostgreSQL's simple query protocol takes the whole
 * script at once, as our own start-up migrator sends it.
 */
function runScriptsWhole(adapter: ShadowAdapter): ShadowAdapter {
  const runner = adapter as unknown as ScriptRunner;
  adapter.executeScript = async (script: string) => {
    try {
      await runner.client.query(script);
    } catch (error) {
      runner.onError(error);
    }
  };
  return adapter;
}

function closeThenRun(adapter: ShadowAdapter, afterClose: () => Promise<void>): ShadowAdapter {
  const dispose = adapter.dispose.bind(adapter);
  adapter.dispose = async () => {
    await dispose();
    await afterClose();
  };
  return adapter;
}

/**
 * Driver adapter for the js schema engine (prisma migrate). Two fixes over plain adapter-pg 6.19.3:
 * catalog types are reported as text, and the shadow database really is a separate database that
 * is dropped only after its pool has closed (adapter-pg drops it while still connected and fails).
 * With SHADOW_DATABASE_URL the given database is emptied and used instead of a temporary one.
 */
export class MigrationAdapterFactory extends PrismaPg {
  constructor(
    private readonly databaseUrl: string,
    private readonly shadowDatabaseUrl?: string,
  ) {
    super({ ...poolConfigFromUrl(databaseUrl), Client: CatalogTypesAsTextClient });
  }

  override async connect(): Promise<ShadowAdapter> {
    return runScriptsWhole(await super.connect());
  }

  override async connectToShadowDb(): Promise<ShadowAdapter> {
    if (this.shadowDatabaseUrl) {
      await runAdminStatement(
        this.shadowDatabaseUrl,
        'DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public',
      );
      return runScriptsWhole(await adapterFactoryFor(this.shadowDatabaseUrl).connect());
    }
    const shadowName = `prisma_shadow_${randomUUID().replaceAll('-', '')}`;
    await runAdminStatement(this.databaseUrl, `CREATE DATABASE "${shadowName}"`);
    const shadowUrl = new URL(this.databaseUrl);
    shadowUrl.pathname = `/${shadowName}`;
    const adapter = runScriptsWhole(await adapterFactoryFor(shadowUrl.toString()).connect());
    return closeThenRun(adapter, () =>
      runAdminStatement(this.databaseUrl, `DROP DATABASE IF EXISTS "${shadowName}" WITH (FORCE)`),
    );
  }
}

import path from 'node:path';
import { defineConfig } from 'prisma/config';
import { MigrationAdapterFactory } from './src/pg/migration-adapter-factory';

// `prisma generate` reads env("DATABASE_URL") but never connects; a placeholder keeps it from
// trying to download a query engine when the variable is unset.
const PLACEHOLDER_URL = 'postgresql://postgres@127.0.0.1:5432/wedding_generate_placeholder';
process.env.DATABASE_URL ??= PLACEHOLDER_URL;

export default defineConfig({
  experimental: { adapter: true },
  engine: 'js',
  schema: path.join('prisma', 'schema.prisma'),
  migrations: { path: path.join('prisma', 'migrations') },
  adapter: async () =>
    new MigrationAdapterFactory(process.env.DATABASE_URL ?? PLACEHOLDER_URL, process.env.SHADOW_DATABASE_URL),
});

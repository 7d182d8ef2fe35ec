// Resolves the project's modules from the bench folder (which is not a workspace package):
// third-party packages through the packages that depend on them, the API's TypeScript through tsx.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const apiRequire = createRequire(path.join(repoRoot, 'apps/api/package.json'));
const dbRequire = createRequire(path.join(repoRoot, 'packages/db/package.json'));

export const pg = dbRequire('pg');

// The `import` entry of tsx/esm/api (a require-resolve would pick its CommonJS twin).
const tsxRoot = path.dirname(apiRequire.resolve('tsx/package.json'));
const { tsImport } = await import(pathToFileURL(path.join(tsxRoot, 'dist/esm/api/index.mjs')).href);

/** The API's own modules, loaded from source (packages/db and packages/core must be built). */
export async function loadApi() {
  const from = pathToFileURL(path.join(repoRoot, 'apps/api/src/')).href;
  const [
    { createApp },
    { defaultConfig },
    { createLocalDiskStorage },
    { startMailJobs },
    { workerRenderer },
  ] = await Promise.all([
    tsImport('./app.ts', from),
    tsImport('./config.ts', from),
    tsImport('./storage/index.ts', from),
    tsImport('./jobs/start-mail-jobs.ts', from),
    tsImport('./rendering/renderer.ts', from),
  ]);
  const db = await import(pathToFileURL(path.join(repoRoot, 'packages/db/dist/index.js')).href);
  return {
    createApp,
    defaultConfig,
    createLocalDiskStorage,
    startMailJobs,
    workerRenderer,
    openDatabase: db.openDatabase,
  };
}

/** Modules of apps/api/src by relative path ('./config.ts'), loaded through tsx; in the given order. */
export function loadApiSource(relativePaths) {
  const from = pathToFileURL(path.join(repoRoot, 'apps/api/src/')).href;
  return Promise.all(relativePaths.map((relative) => tsImport(relative, from)));
}

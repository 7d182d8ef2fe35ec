import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { backupDataDir } from '../backup/index';
import { dataDirFrom, resolveFromCaller } from './data-dir-args';

const USAGE = `Usage: npm run backup -- [--out <file.tar.gz>] [--data-dir <folder>]

Writes the embedded data folder (database, uploads, signing keys, demo logins) into one .tar.gz.
Stop the server first: a running server holds the folder and the backup refuses to start.
  --out <file>      archive to write (default backups/wedding-data-<time>.tar.gz)
  --data-dir <dir>  data folder (default env DATA_DIR, else <repo>/.data)`;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      out: { type: 'string' },
      'data-dir': { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const archive = resolveFromCaller(values.out ?? path.join('backups', `wedding-data-${stamp}.tar.gz`));
  await mkdir(path.dirname(archive), { recursive: true });
  const dataDir = dataDirFrom(values['data-dir']);
  const result = await backupDataDir({ dataDir, archive });
  console.log(`Backed up ${dataDir} (${result.files} entries) to ${result.archive} (${result.bytes} bytes)`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});

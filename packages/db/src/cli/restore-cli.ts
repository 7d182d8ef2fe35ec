import { parseArgs } from 'node:util';
import { restoreDataDir } from '../backup/index';
import { dataDirFrom, resolveFromCaller } from './data-dir-args';

const USAGE = `Usage: npm run restore -- <backup.tar.gz> [--data-dir <folder>]

Replaces the embedded data folder with a backup made by "npm run backup". Stop the server first.
The folder's previous content is moved to <folder>.before-restore-<time>, never deleted.
  --data-dir <dir>  data folder (default env DATA_DIR, else <repo>/.data)`;

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      'data-dir': { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const [archive] = positionals;
  if (values.help || !archive || positionals.length > 1) {
    console.log(USAGE);
    if (!values.help) process.exitCode = 1;
    return;
  }
  const result = await restoreDataDir({
    archive: resolveFromCaller(archive),
    dataDir: dataDirFrom(values['data-dir']),
  });
  console.log(`Restored ${result.dataDir} from ${resolveFromCaller(archive)}`);
  if (result.previous) console.log(`Its previous content is in ${result.previous}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});

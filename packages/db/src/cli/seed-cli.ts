import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../factory/open-database';
import { defaultUploadDir } from '../paths';
import { createLocalImageStore } from '../seed/local-image-store';
import { seedDemo } from '../seed/seed-demo';

const USAGE = `Usage: pnpm --filter @wedding/db seed [--reset] [--data-dir <folder>]

Seeds the demo wedding into PostgreSQL (env DATABASE_URL) or the embedded PGlite folder
(default <repo>/.data/pglite). Images go to env UPLOAD_DIR (default <repo>/.data/uploads).
  --reset           delete the demo wedding and the demo/admin users first
  --data-dir <dir>  embedded database folder`;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      reset: { type: 'boolean', default: false },
      'data-dir': { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const uploadDir = path.resolve(process.env.UPLOAD_DIR || defaultUploadDir());
  const database = await openDatabase({ dataDir: values['data-dir'], log: (line) => console.log(line) });
  try {
    const result = await seedDemo(database.prisma, {
      storeImage: createLocalImageStore({ directory: uploadDir }),
      reset: values.reset,
      log: (line) => console.log(line),
    });
    console.log(`Wedding: /w/${result.slug}  access code: ${result.accessCode}`);
    if (result.credentials) {
      console.log(`Couple login: ${result.credentials.demo.username} / ${result.credentials.demo.password}`);
      console.log(
        `Admin login:  ${result.credentials.admin.username} / ${result.credentials.admin.password}`,
      );
    } else {
      console.log('Logins unchanged (passwords are only shown when created; use --reset for new ones).');
    }
    console.log(JSON.stringify(result.counts));
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});

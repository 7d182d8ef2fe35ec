import path from 'node:path';
import { defaultPgliteDataDir } from '../paths';

/**
 * pnpm runs package scripts inside packages/db; paths typed by the user are meant relative to where they
 * typed the command (INIT_CWD, set by npm and pnpm).
 */
export function resolveFromCaller(file: string): string {
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
}

/** The data folder the API uses: --data-dir, else env DATA_DIR, else `<repo>/.data` (as apps/api main.ts). */
export function dataDirFrom(argument: string | undefined): string {
  if (argument) return resolveFromCaller(argument);
  if (process.env.DATA_DIR) return resolveFromCaller(process.env.DATA_DIR);
  return path.dirname(defaultPgliteDataDir());
}

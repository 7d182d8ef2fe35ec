import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const PACKAGE_NAME = '@wedding/db';

function findUp(start: string, matches: (dir: string) => boolean): string | undefined {
  let dir = start;
  while (true) {
    if (matches(dir)) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

function isThisPackage(dir: string): boolean {
  const manifest = path.join(dir, 'package.json');
  if (!existsSync(manifest)) return false;
  try {
    return (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === PACKAGE_NAME;
  } catch {
    return false;
  }
}

/** Root of @wedding/db, found from this module's location so it works from src/ (tests) and dist/ (build). */
export function packageRoot(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const root = findUp(here, isThisPackage);
  if (!root) throw new Error(`Cannot locate the ${PACKAGE_NAME} package folder above ${here}`);
  return root;
}

/** The monorepo root (folder with pnpm-workspace.yaml), or the current directory outside the repo. */
export function repoRoot(): string {
  return findUp(packageRoot(), (dir) => existsSync(path.join(dir, 'pnpm-workspace.yaml'))) ?? process.cwd();
}

export function migrationsDir(): string {
  return path.join(packageRoot(), 'prisma', 'migrations');
}

export function defaultPgliteDataDir(): string {
  return path.join(repoRoot(), '.data', 'pglite');
}

export function defaultUploadDir(): string {
  return path.join(repoRoot(), '.data', 'uploads');
}

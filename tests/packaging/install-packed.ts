import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const PACKAGES_DIR = path.resolve(import.meta.dirname, '../../packages');

export interface PackedApp {
  /** The scratch folder outside the workspace; `remove()` deletes it. */
  scratch: string;
  /** The consumer project, with the tarballs and React 19 installed. */
  app: string;
  /** Every file of a package's tarball (`package/dist/index.js`, …), by package folder name. */
  filesOf: (packageName: string) => string[];
  /** Runs `node <script>` in the consumer project and returns what it printed. */
  runScript: (fileName: string, source: string) => string;
  remove: () => void;
}

function run(command: string, args: string[], cwd: string): string {
  return execFileSync(command, args, {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    timeout: 200_000,
  });
}

/**
 * Packs workspace packages as a publish would (pnpm pack rewrites `workspace:` ranges into versions) and installs
 * their tarballs with React 19 into a new project outside the workspace, so a test sees exactly what another team
 * installing them from npm gets. The packages must be built (turbo builds dependencies first).
 */
export function installPacked(packageNames: readonly string[], consumerName: string): PackedApp {
  const dirs = packageNames.map((name) => path.join(PACKAGES_DIR, name));
  for (const dir of dirs) {
    if (!existsSync(path.join(dir, 'dist', 'index.js'))) {
      throw new Error(`${dir}/dist is missing: build the packages first (turbo builds dependencies first)`);
    }
  }
  const scratch = mkdtempSync(path.join(tmpdir(), `${consumerName}-`));
  const tarballDir = path.join(scratch, 'tarballs');
  const tarballOf = new Map<string, string>();
  for (const [index, dir] of dirs.entries()) {
    const before = new Set(existsSync(tarballDir) ? readdirSync(tarballDir) : []);
    run('npx', ['-y', 'pnpm@10', 'pack', '--pack-destination', tarballDir], dir);
    const written = readdirSync(tarballDir).find((file) => !before.has(file));
    if (!written) throw new Error(`pnpm pack wrote no tarball for ${dir}`);
    tarballOf.set(packageNames[index] ?? '', path.join(tarballDir, written));
  }
  const app = path.join(scratch, 'app');
  mkdirSync(app, { recursive: true });
  writeFileSync(
    path.join(app, 'package.json'),
    JSON.stringify({ name: consumerName, private: true, type: 'module' }),
  );
  run(
    'npm',
    [
      'install',
      '--no-audit',
      '--no-fund',
      '--prefer-offline',
      'react@19',
      'react-dom@19',
      ...tarballOf.values(),
    ],
    app,
  );
  return {
    scratch,
    app,
    filesOf: (packageName) => {
      const tarball = tarballOf.get(packageName);
      if (!tarball) throw new Error(`${packageName} was not packed`);
      return run('tar', ['-tzf', tarball], scratch).split('\n').filter(Boolean);
    },
    runScript: (fileName, source) => {
      writeFileSync(path.join(app, fileName), source);
      return run('node', [fileName], app);
    },
    remove: () => rmSync(scratch, { recursive: true, force: true }),
  };
}

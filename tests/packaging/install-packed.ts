import { cp, mkdir, mkdtemp, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runCommand } from './run-command';

export const PACKAGES_DIR = path.resolve(import.meta.dirname, '../../packages');

/** The published packages, in the order their dependencies need them. */
export const PUBLISHED_PACKAGES = ['tokens', 'core', 'ui', 'theme-studio'] as const;
export type PublishedPackage = (typeof PUBLISHED_PACKAGES)[number];

/** The consumer project every packaging test reads; made once per run (global-setup.ts). */
export interface PackedConsumer {
  /** The scratch folder outside the workspace, deleted after the run. */
  scratch: string;
  /** The consumer project, with the tarballs, React 19 and the fixtures of fixtures/consumer. */
  app: string;
  /** Each package's tarball, by package folder name. */
  tarballs: Record<PublishedPackage, string>;
}

/**
 * Packs the published packages as a publish would (pnpm pack rewrites `workspace:` ranges into versions) and installs
 * their tarballs with React 19 into a new project outside the workspace, once for every packaging test: each sees
 * exactly what another team installing them from npm gets. The packages must be built.
 */
export async function installPacked(consumerName: string): Promise<PackedConsumer> {
  const scratch = await mkdtemp(path.join(tmpdir(), `${consumerName}-`));
  const tarballs = Object.fromEntries(
    await Promise.all(
      PUBLISHED_PACKAGES.map(async (name) => {
        // A folder per package: each pack's tarball is the one file in it.
        const destination = path.join(scratch, 'tarballs', name);
        await mkdir(destination, { recursive: true });
        await runCommand('npx', ['-y', 'pnpm@10', 'pack', '--pack-destination', destination], {
          cwd: path.join(PACKAGES_DIR, name),
        });
        const [written] = await readdir(destination);
        if (!written) throw new Error(`pnpm pack wrote no tarball for ${name}`);
        return [name, path.join(destination, written)];
      }),
    ),
  ) as Record<PublishedPackage, string>;
  const app = path.join(scratch, 'app');
  await cp(path.join(import.meta.dirname, 'fixtures/consumer'), app, { recursive: true });
  await writeFile(
    path.join(app, 'package.json'),
    JSON.stringify({ name: consumerName, private: true, type: 'module' }),
  );
  await runCommand(
    'npm',
    [
      'install',
      '--no-audit',
      '--no-fund',
      '--prefer-offline',
      'react@19',
      'react-dom@19',
      ...Object.values(tarballs),
    ],
    { cwd: app, timeoutMs: 240_000 },
  );
  return { scratch, app, tarballs };
}

/** Every file of a tarball (`package/dist/index.js`, …). */
export async function filesOfTarball(tarball: string): Promise<string[]> {
  const { stdout } = await runCommand('tar', ['-tzf', tarball], { cwd: path.dirname(tarball) });
  return stdout.split('\n').filter(Boolean);
}

/** Writes `source` as `fileName` into the consumer project, runs it with node there and answers what it printed. */
export async function runConsumerScript(app: string, fileName: string, source: string): Promise<string> {
  await writeFile(path.join(app, fileName), source);
  return (await runCommand(process.execPath, [fileName], { cwd: app })).stdout;
}

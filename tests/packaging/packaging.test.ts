import { existsSync } from 'node:fs';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCommand } from './run-command';

const workspaceRoot = resolve(import.meta.dirname, '../..');
const fixturesDir = join(import.meta.dirname, 'fixtures/consumer');
const libraries = [
  { name: '@wedding/tokens', dir: join(workspaceRoot, 'packages/tokens') },
  { name: '@wedding/core', dir: join(workspaceRoot, 'packages/core') },
] as const;
/** TypeScript of the workspace, by absolute path: the scratch project installs nothing but the two tarballs. */
const tscPath = createRequire(join(workspaceRoot, 'package.json')).resolve('typescript/bin/tsc');

interface PackedLibrary {
  name: string;
  tarball: string;
  files: string[];
  manifest: { dependencies?: Record<string, string>; exports?: Record<string, unknown> };
}

let scratchDir = '';
const packed: PackedLibrary[] = [];

async function packLibrary(library: (typeof libraries)[number]): Promise<PackedLibrary> {
  const before = new Set(await readdir(scratchDir));
  // pnpm pack rewrites workspace: ranges into real versions, as a publish would.
  await runCommand('npx', ['-y', 'pnpm@10', 'pack', '--pack-destination', scratchDir], { cwd: library.dir });
  const tarball = (await readdir(scratchDir)).find((file) => file.endsWith('.tgz') && !before.has(file));
  if (!tarball) throw new Error(`pnpm pack wrote no tarball for ${library.name}`);
  const tarballPath = join(scratchDir, tarball);
  const listing = await runCommand('tar', ['-tzf', tarballPath], { cwd: scratchDir });
  const manifest = await runCommand('tar', ['-xzOf', tarballPath, 'package/package.json'], {
    cwd: scratchDir,
  });
  return {
    name: library.name,
    tarball: tarballPath,
    files: listing.stdout.split('\n').filter(Boolean),
    manifest: JSON.parse(manifest.stdout),
  };
}

describe('packaging: @wedding/tokens and @wedding/core as published tarballs in a project outside the workspace', () => {
  beforeAll(async () => {
    for (const library of libraries) {
      if (!existsSync(join(library.dir, 'dist/index.js'))) {
        throw new Error(`${library.name} is not built: run turbo run build --filter=${library.name} first`);
      }
    }
    scratchDir = await mkdtemp(join(tmpdir(), 'wedding-packaging-'));
    if (!relative(workspaceRoot, scratchDir).startsWith('..')) {
      throw new Error(`scratch project ${scratchDir} must be outside the workspace ${workspaceRoot}`);
    }
    for (const library of libraries) packed.push(await packLibrary(library));
    await cp(fixturesDir, scratchDir, { recursive: true });
    await writeFile(
      join(scratchDir, 'package.json'),
      JSON.stringify({ name: 'wedding-packaging-consumer', private: true, type: 'module' }, null, 2),
    );
    await runCommand(
      'npm',
      ['install', '--no-audit', '--no-fund', '--prefer-offline', ...packed.map((library) => library.tarball)],
      { cwd: scratchDir, timeoutMs: 170_000 },
    );
  }, 180_000);

  afterAll(async () => {
    if (scratchDir) await rm(scratchDir, { recursive: true, force: true });
  });

  it('ships only dist, package.json and docs, with no workspace: ranges left', () => {
    for (const library of packed) {
      expect(library.files, library.name).toContain('package/package.json');
      expect(library.files, library.name).toContain('package/dist/index.js');
      expect(library.files, library.name).toContain('package/dist/index.d.ts');
      const unexpected = library.files.filter(
        (file) => !/^package\/(dist\/|package\.json$|README\.md$|CHANGELOG\.md$|LICENSE)/.test(file),
      );
      expect(unexpected, library.name).toEqual([]);
      expect(JSON.stringify(library.manifest.dependencies ?? {}), library.name).not.toContain('workspace:');
    }
  });

  it('installs both tarballs with npm, core using the installed tokens', async () => {
    const installedCore = JSON.parse(
      await readFile(join(scratchDir, 'node_modules/@wedding/core/package.json'), 'utf8'),
    );
    const installedTokens = JSON.parse(
      await readFile(join(scratchDir, 'node_modules/@wedding/tokens/package.json'), 'utf8'),
    );
    expect(installedCore.dependencies['@wedding/tokens']).toBe(installedTokens.version);
    expect(existsSync(join(scratchDir, 'node_modules/@wedding/core/node_modules/@wedding/tokens'))).toBe(
      false,
    );
  });

  it('imports both packages with plain node ESM and calls their functions', async () => {
    const { stdout } = await runCommand(process.execPath, ['consume.mjs'], { cwd: scratchDir });
    const report = JSON.parse(stdout);
    expect(report.contrastBlackOnWhite).toBe(21);
    expect(report.parsedHexIsOklch).toBe(true);
    expect(report.invalidColourRejected).toBe(true);
    expect(report.customizationFromGarbageIsDefault).toBe(true);
    expect(report.partialCustomizationMerged).toBe(true);
    expect(report.schemaAcceptsValid).toBe(true);
    expect(report.schemaRejectsInvalid).toBe(true);
    expect(report.sanitizedAccessCode).toBe('AB&C-12!');
    expect(report.accessCodeLength).toBe(8);
    expect(report.presetCount).toBeGreaterThanOrEqual(12);
    expect(report.primaryVar).toBe('var(--wed-color-primary)');
  });

  it('preloads every catalogue by default and none under the wedding-lean condition until a locale is loaded', async () => {
    const byDefault = JSON.parse(
      (await runCommand(process.execPath, ['lean-messages.mjs'], { cwd: scratchDir })).stdout,
    );
    expect(byDefault).toEqual({
      beforeLoading: 'Nie znaleziono gości',
      afterLoading: 'Nie znaleziono gości',
      otherLocaleStillUnloaded: 'Keine Gäste gefunden',
    });
    const lean = JSON.parse(
      (await runCommand(process.execPath, ['-C', 'wedding-lean', 'lean-messages.mjs'], { cwd: scratchDir }))
        .stdout,
    );
    expect(lean).toEqual({
      beforeLoading: 'guest.noneFound',
      afterLoading: 'Nie znaleziono gości',
      otherLocaleStillUnloaded: 'guest.noneFound',
    });
  });

  it("judges the RSVP phone with all metadata by default and with the dial code's part, loaded on demand, under wedding-lean", async () => {
    const run = async (args: string[]) =>
      JSON.parse(
        (await runCommand(process.execPath, [...args, 'lean-phone.mjs'], { cwd: scratchDir })).stdout,
      );
    expect(await run([])).toEqual({
      beforeLoading: 'rsvp.phoneInvalid',
      afterLoading: 'rsvp.phoneInvalid',
      validGerman: null,
      otherCodeStillUnloaded: 'rsvp.phoneTooLong',
    });
    // Until its part has arrived the browser lets a number through (the API's full check decides).
    expect(await run(['-C', 'wedding-lean'])).toEqual({
      beforeLoading: null,
      afterLoading: 'rsvp.phoneInvalid',
      validGerman: null,
      otherCodeStillUnloaded: null,
    });
  });

  it('ships one module per source module, so bundlers can drop what a consumer does not import', () => {
    for (const library of packed) {
      const modules = library.files.filter((file) => file.endsWith('.js'));
      expect(modules.length, library.name).toBeGreaterThan(20);
    }
    const core = packed.find((library) => library.name === '@wedding/core');
    expect(core?.files).toContain('package/dist/messages/catalogs/preloaded-none.js');
    expect(core?.files).toContain('package/dist/messages/catalogs/pl.js');
  });

  it('resolves the type declarations of both packages through their exports (tsc --noEmit)', async () => {
    await runCommand(process.execPath, [tscPath, '--noEmit', '-p', 'tsconfig.json'], { cwd: scratchDir });
  });

  it('rejects a type error against the shipped declarations, so the type check cannot pass vacuously', async () => {
    await writeFile(
      join(scratchDir, 'wrong.ts'),
      "import { contrastRatio } from '@wedding/tokens';\nconst ratio: string = contrastRatio('#000000', '#ffffff');\nexport { ratio };\n",
    );
    await writeFile(
      join(scratchDir, 'tsconfig.wrong.json'),
      // The error is in the consumer's own file; re-checking the libraries' declarations would only cost time.
      JSON.stringify({
        extends: './tsconfig.json',
        compilerOptions: { skipLibCheck: true },
        files: ['wrong.ts'],
      }),
    );
    await expect(
      runCommand(process.execPath, [tscPath, '--noEmit', '-p', 'tsconfig.wrong.json'], { cwd: scratchDir }),
    ).rejects.toThrow(/TS2322/);
  });

  it('resolves the CSS export to a stylesheet that defines the semantic variables', async () => {
    const { stdout } = await runCommand(process.execPath, ['resolve-css.mjs'], { cwd: scratchDir });
    const { cssPath } = JSON.parse(stdout);
    expect(cssPath.startsWith(join(scratchDir, 'node_modules/@wedding/tokens/dist/css/'))).toBe(true);
    const css = await readFile(cssPath, 'utf8');
    expect(css).toContain('--wed-color-primary');
    expect(css).toContain('--wed-color-background');
  });

  it('keeps internals private: a path outside `exports` cannot be imported', async () => {
    await expect(
      runCommand(
        process.execPath,
        ['--input-type=module', '-e', "await import('@wedding/core/dist/index.js')"],
        {
          cwd: scratchDir,
        },
      ),
    ).rejects.toThrow(/ERR_PACKAGE_PATH_NOT_EXPORTED/);
  });
});

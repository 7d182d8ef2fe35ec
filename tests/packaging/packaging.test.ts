import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { filesOfTarball } from './install-packed';
import { runCommand } from './run-command';

const workspaceRoot = resolve(import.meta.dirname, '../..');
const libraries = [
  { name: '@wedding/tokens', folder: 'tokens' },
  { name: '@wedding/core', folder: 'core' },
] as const;
/** TypeScript of the workspace, by absolute path: the scratch project installs nothing but the tarballs and React. */
const tscPath = createRequire(join(workspaceRoot, 'package.json')).resolve('typescript/bin/tsc');

interface PackedLibrary {
  name: string;
  files: string[];
  manifest: { dependencies?: Record<string, string>; exports?: Record<string, unknown> };
}

const { app: scratchDir, tarballs } = inject('packedConsumer');
const packed: PackedLibrary[] = [];

describe('packaging: @wedding/tokens and @wedding/core as published tarballs in a project outside the workspace', () => {
  beforeAll(async () => {
    for (const library of libraries) {
      const tarball = tarballs[library.folder];
      const manifest = await runCommand('tar', ['-xzOf', tarball, 'package/package.json'], {
        cwd: scratchDir,
      });
      packed.push({
        name: library.name,
        files: await filesOfTarball(tarball),
        manifest: JSON.parse(manifest.stdout),
      });
    }
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

  it('installs the tarballs with npm, core using the installed tokens', async () => {
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

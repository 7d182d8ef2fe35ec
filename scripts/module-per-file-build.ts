import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';

export interface ModulePerFileBuildOptions<Plugin> {
  /** What the consumer resolves: peers, sibling packages, and the `#preloaded-…-text` import. */
  external: string[];
  /** The vanilla-extract plugin, passed in because tsup and the plugin are the package's own devDependencies. */
  esbuildPlugins: Plugin[];
}

/**
 * The tsup options of the screen packages (guest-site, guests, admin). One output module per source module
 * (splitting rewrites the imports between them), so an app's bundler keeps what a first view imports and splits
 * each route's screen into its own chunk. Declarations stay one rolled-up file: consumers reach the package only
 * through its barrel.
 */
export function modulePerFileBuild<Plugin>({ external, esbuildPlugins }: ModulePerFileBuildOptions<Plugin>) {
  return {
    entry: [
      'src/**/*.{ts,tsx}',
      '!src/**/*.{test,stories,css}.{ts,tsx}',
      '!src/**/story-support.tsx',
      '!src/**/fixtures/**',
    ],
    format: ['esm' as const],
    splitting: true,
    dts: { entry: 'src/index.ts' },
    clean: true,
    target: 'es2022' as const,
    sourcemap: true,
    outDir: 'dist',
    external,
    // Class names stay stable between the JS and the single dist/index.css the app imports (with short identifiers).
    esbuildPlugins,
    // esbuild writes a stylesheet beside every entry that imports styles; dist/index.css (the barrel's) holds them
    // all and is the only one exported.
    onSuccess: async () => {
      const files = await readdir('dist', { recursive: true });
      const partialStyles = files.filter(
        (file) => /\.css(\.map)?$/.test(file) && !file.startsWith('index.css'),
      );
      await Promise.all(partialStyles.map((file) => rm(join('dist', file))));
    },
  };
}

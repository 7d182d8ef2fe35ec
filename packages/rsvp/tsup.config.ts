import { defineConfig } from 'tsup';

export default defineConfig({
  // One output module per source module (splitting rewrites the imports between them): the site loads the wizard
  // lazily, and its chunk should hold only what the wizard uses.
  entry: ['src/**/*.{ts,tsx}', '!src/**/*.{test,stories}.{ts,tsx}', '!src/test-support/**'],
  format: ['esm'],
  splitting: true,
  // Declarations stay one rolled-up file: consumers only reach the package through its barrel.
  dts: { entry: 'src/index.ts' },
  clean: true,
  target: 'es2022',
  sourcemap: true,
  outDir: 'dist',
  external: ['react', 'react-dom', '@wedding/core', '@wedding/ui', '@wedding/tokens'],
});

import { defineConfig } from 'tsup';

export default defineConfig({
  // One output module per source module: the public site imports two calls, the dashboard all of them.
  entry: ['src/**/*.ts', '!src/**/*.test.ts'],
  format: ['esm'],
  splitting: true,
  dts: { entry: 'src/index.ts' },
  clean: true,
  target: 'es2022',
  sourcemap: true,
  outDir: 'dist',
  external: ['@wedding/core', 'zod'],
});

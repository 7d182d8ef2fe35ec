import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/main.ts', 'src/app.ts', 'src/rotate-grant-key.ts', 'src/cluster.ts'],
  format: ['esm'],
  dts: false,
  clean: true,
  target: 'node20',
  platform: 'node',
  sourcemap: true,
  outDir: 'dist',
  // Workspace packages and native modules stay external: they resolve from node_modules at runtime.
  skipNodeModulesBundle: true,
});

import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    main: 'src/main.ts',
    app: 'src/app.ts',
    'rotate-grant-key': 'src/rotate-grant-key.ts',
    cluster: 'src/cluster.ts',
    'copy-uploads-to-bucket': 'src/storage/copy-uploads-command.ts',
    // A worker thread starts from a file of its own, beside the chunk that starts it (rendering/renderer.ts).
    'render-worker': 'src/rendering/render-worker.ts',
  },
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

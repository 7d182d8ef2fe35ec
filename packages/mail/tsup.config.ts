import { defineConfig } from 'tsup';

export default defineConfig({
  // One bundle: only the API server's mail worker imports this package, and it needs every template.
  entry: ['src/index.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  target: 'es2022',
  sourcemap: true,
  outDir: 'dist',
  // Resolved from the server's own node_modules, so there is one React (and one render) in the process.
  external: ['react', 'react-dom', '@react-email/components', '@wedding/core', '@wedding/tokens'],
});

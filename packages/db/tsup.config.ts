import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', testing: 'src/testing/index.ts', 'seed-cli': 'src/cli/seed-cli.ts' },
  format: ['esm'],
  target: 'node20',
  platform: 'node',
  dts: { entry: { index: 'src/index.ts', testing: 'src/testing/index.ts' } },
  clean: true,
  sourcemap: true,
  // The generated Prisma Client (src/generated, git-ignored) is bundled so dist is self-contained;
  // its runtime (@prisma/client) and every other dependency stay external.
});

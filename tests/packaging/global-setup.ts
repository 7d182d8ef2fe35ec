import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { installPacked, PACKAGES_DIR, type PackedConsumer, PUBLISHED_PACKAGES } from './install-packed';

declare module 'vitest' {
  export interface ProvidedContext {
    packedConsumer: PackedConsumer;
  }
}

/** One pack and one install for every packaging test of the run; the scratch folder goes when the run ends. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  for (const name of PUBLISHED_PACKAGES) {
    if (!existsSync(path.join(PACKAGES_DIR, name, 'dist/index.js'))) {
      throw new Error(`@wedding/${name} is not built: run turbo run build --filter=@wedding/${name} first`);
    }
  }
  const consumer = await installPacked('wedding-packaging-consumer');
  if (!path.relative(path.resolve(PACKAGES_DIR, '..'), consumer.scratch).startsWith('..')) {
    throw new Error(`the consumer project ${consumer.scratch} must be outside the workspace`);
  }
  project.provide('packedConsumer', consumer);
  return () => rm(consumer.scratch, { recursive: true, force: true });
}

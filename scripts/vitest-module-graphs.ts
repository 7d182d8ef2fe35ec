import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { TestProjectInlineConfiguration } from 'vitest/config';

/** A test file that replaces a module or a global the other files also see keeps a module graph of its own. */
const REPLACES_SHARED_STATE = /\bvi\.(mock|doMock|stubGlobal|stubEnv)\(/;

/**
 * Vitest projects for a package's unit tests: the files that replace no module share one module graph
 * (isolate: false), so the package and its dependencies load once instead of once per file (most of these runs
 * were imports: core 50 s -> 4 s); a file that mocks a module or stubs a global runs in a graph of its own, where
 * its replacement cannot leak into the others. `packageDir`: the folder of the vitest config; `folders`: the
 * folders under it that hold test files.
 */
export function moduleGraphProjects(
  packageDir: string,
  testFile = /\.test\.tsx?$/,
  namePrefix = '',
  folders = ['src'],
): TestProjectInlineConfiguration[] {
  const files = folders
    .flatMap((folder) =>
      readdirSync(path.join(packageDir, folder), { recursive: true, encoding: 'utf8' })
        .filter((file) => testFile.test(file))
        .map((file) => `${folder}/${file.split(path.sep).join('/')}`),
    )
    .sort();
  const ownGraph = files.filter((file) =>
    REPLACES_SHARED_STATE.test(readFileSync(path.join(packageDir, file), 'utf8')),
  );
  const shared = files.filter((file) => !ownGraph.includes(file));
  return [
    { extends: true as const, test: { name: `${namePrefix}shared-graph`, include: shared, isolate: false } },
    ...(ownGraph.length > 0
      ? [{ extends: true as const, test: { name: `${namePrefix}own-graph`, include: ownGraph } }]
      : []),
  ];
}

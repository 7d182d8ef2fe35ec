import path from 'node:path';
import { build, type Plugin } from 'vite';

/** Set while the planning build runs: its config must not plan again (vite.config.ts). */
export const PLANNING_BUILD = 'WEDDING_SITE_PLANNING_BUILD';

/** Module id -> the entries and lazily imported modules whose loading downloads it. */
export type LoadersByModule = ReadonlyMap<string, ReadonlySet<string>>;

/**
 * Which loaders (entries and lazily imported modules) download each module of the browser build, read from a build
 * of the same config with rolldown's own split, written nowhere. The module graph alone cannot tell: the packages
 * import each other through their barrels (dist/index.js), which import everything, while the bundle keeps of each
 * only what an importer uses. A loader downloads the chunk it lands in and every chunk that one imports statically.
 */
export async function planBrowserChunks(configFile: string, mode: string): Promise<LoadersByModule> {
  const loaders = new Map<string, Set<string>>();
  const recordLoaders: Plugin = {
    name: 'wedding-record-loaders',
    generateBundle(_options, bundle) {
      const chunks = new Map<string, { imports: string[]; moduleIds: string[] }>();
      const chunkOfModule = new Map<string, string>();
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks.set(output.fileName, output);
        for (const id of output.moduleIds) chunkOfModule.set(id, output.fileName);
      }
      for (const loader of this.getModuleIds()) {
        const info = this.getModuleInfo(loader);
        const chunk = chunkOfModule.get(loader);
        if (!chunk || !info || (!info.isEntry && info.dynamicImporters.length === 0)) continue;
        const downloaded = new Set<string>();
        const pending = [chunk];
        while (pending.length > 0) {
          const fileName = pending.pop() as string;
          if (downloaded.has(fileName)) continue;
          downloaded.add(fileName);
          pending.push(...(chunks.get(fileName)?.imports ?? []));
        }
        for (const fileName of downloaded)
          for (const id of chunks.get(fileName)?.moduleIds ?? []) {
            const moduleLoaders = loaders.get(id) ?? new Set<string>();
            moduleLoaders.add(loader);
            loaders.set(id, moduleLoaders);
          }
      }
    },
  };
  process.env[PLANNING_BUILD] = '1';
  try {
    await build({
      configFile,
      root: path.dirname(configFile),
      mode,
      logLevel: 'silent',
      plugins: [recordLoaders],
      build: { write: false, sourcemap: false, reportCompressedSize: false, emptyOutDir: false },
    });
  } finally {
    delete process.env[PLANNING_BUILD];
  }
  return loaders;
}

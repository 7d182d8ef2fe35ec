import { fsyncSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

type NodefsStream = { nfd?: number };
type EmscriptenModule = { NODEFS: { stream_ops: Record<string, unknown> } };
type PostgresModOptions = Parameters<NodeFS['init']>[1];

export type FileSync = (fd: number) => void;

/**
 * PGlite's own start parameters (PGlite.defaultStartParams of 0.5.16) without `-F`, which switches fsync off,
 * and with `wal_sync_method=fsync`: Emscripten's fdatasync is an empty function, its fsync calls the mounted
 * file system's `stream_ops.fsync`, which DurableNodeFS implements. The buffer pool is 32 MB instead of
 * PostgreSQL's 128 MB: in WebAssembly it is the process's own memory, a wedding's data is a few MB, and the files
 * stay in the OS page cache anyway (docs/decisions.md, "The embedded server's memory").
 */
export const DURABLE_START_PARAMS: readonly string[] = [
  '--single',
  '-O',
  '-j',
  '-c',
  'search_path=public',
  '-c',
  'exit_on_error=false',
  '-c',
  'log_checkpoints=false',
  '-c',
  'max_worker_processes=0',
  '-c',
  'max_parallel_workers=0',
  '-c',
  'max_parallel_workers_per_gather=0',
  '-c',
  'io_method=sync',
  '-c',
  'max_parallel_maintenance_workers=0',
  '-c',
  'fsync=on',
  '-c',
  'wal_sync_method=fsync',
  '-c',
  'synchronous_commit=on',
  '-c',
  'shared_buffers=32MB',
];

/**
 * PGlite's Node file system (NODEFS: every write is a real `write` to the data folder) with a working fsync.
 *
 * Why: PGlite starts PostgreSQL with fsync off, and Emscripten's NODEFS has no `fsync` at all. A commit was
 * acknowledged once its WAL record sat in the operating system's page cache: safe against `kill -9` of the
 * server (the kernel still writes the page), lost on a power cut or kernel crash. With this file system and
 * DURABLE_START_PARAMS every commit's WAL is flushed to the disk (`fsync(2)`) before PostgreSQL answers,
 * exactly like a regular PostgreSQL server with its defaults, and checkpoints sync the data files they write.
 */
export class DurableNodeFS extends NodeFS {
  readonly #sync: FileSync;

  constructor(dataDir: string, sync: FileSync = fsyncSync) {
    super(dataDir);
    this.#sync = sync;
  }

  override async init(pg: PGlite, opts: PostgresModOptions): Promise<{ emscriptenOpts: PostgresModOptions }> {
    const sync = this.#sync;
    const installFsync = (module: EmscriptenModule) => {
      // stream_ops is one object shared by every NODEFS node, so one assignment covers every open file.
      module.NODEFS.stream_ops.fsync = (stream: NodefsStream) => {
        if (stream.nfd !== undefined) sync(stream.nfd);
        return 0;
      };
    };
    const preRun = [...((opts.preRun as unknown[] | undefined) ?? []), installFsync];
    return super.init(pg, { ...opts, preRun } as PostgresModOptions);
  }
}

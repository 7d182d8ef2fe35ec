import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { RenderResult, RenderTask } from './render-task.js';
import { runRenderTask } from './run-render-task.js';

/** Renders emails and PDFs for the API. */
export interface Renderer {
  render<Task extends RenderTask>(task: Task): Promise<RenderResult<Task>>;
  close(): Promise<void>;
}

/** In the request's own process (tests, small tools): simple, but a PDF holds every other request meanwhile. */
export const inProcessRenderer: Renderer = {
  render: (task) => runRenderTask(task) as never,
  close: async () => {},
};

/** How long a render worker waits for its next task before it stops. */
const WORKER_IDLE_MS = 60_000;

type Pending = { resolve: (value: never) => void; reject: (error: Error) => void };

/**
 * Renders on a worker thread, so the process keeps answering while a blast's emails or 150 printed cards are drawn
 * (on two cores the worker has the other one). One worker, tasks in turn; a worker that dies fails its tasks and is
 * started again for the next.
 */
export function workerRenderer({ idleMs = WORKER_IDLE_MS }: { idleMs?: number } = {}): Renderer & {
  readonly running: boolean;
} {
  // tsx may add a query to a module's URL: the path alone says whether this runs from the sources.
  const fromSource = new URL(import.meta.url).pathname.endsWith('.ts');
  const script = new URL(`./render-worker.${fromSource ? 'ts' : 'js'}`, import.meta.url);
  script.search = '';
  // From the sources (tests, benches through tsx) the worker first registers tsx's loader, then imports the file.
  const sourceBootstrap = () => {
    const tsxRoot = path.dirname(createRequire(import.meta.url).resolve('tsx/package.json'));
    const tsxApi = pathToFileURL(path.join(tsxRoot, 'dist/esm/api/index.mjs')).href;
    return `import(${JSON.stringify(tsxApi)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(script.href)}); });`;
  };
  const pending = new Map<number, Pending>();
  let nextId = 0;
  let worker: Worker | undefined;
  let idleTimer: NodeJS.Timeout | undefined;
  // Its React, react-email and PDF modules hold about 100 MB (docs/decisions.md, "The embedded server's memory"):
  // a worker without work for a while stops, and the next task starts another (about a second).
  const stopWhenIdle = () => {
    clearTimeout(idleTimer);
    if (pending.size > 0) return;
    idleTimer = setTimeout(() => {
      const idle = worker;
      worker = undefined;
      // It has no tasks to fail, and the tasks pending by then belong to its successor.
      idle?.removeAllListeners('exit').removeAllListeners('error');
      void idle?.terminate();
    }, idleMs);
    idleTimer.unref();
  };

  const start = () => {
    const started = fromSource ? new Worker(sourceBootstrap(), { eval: true }) : new Worker(script);
    started.on('message', ({ id, result, error }: { id: number; result?: unknown; error?: string }) => {
      const task = pending.get(id);
      pending.delete(id);
      stopWhenIdle();
      if (!task) return;
      if (error !== undefined) task.reject(new Error(error));
      // A Buffer arrives as a Uint8Array over the channel.
      else
        task.resolve(
          (result instanceof Uint8Array && !Buffer.isBuffer(result) ? Buffer.from(result) : result) as never,
        );
    });
    const fail = (error: Error) => {
      if (worker === started) worker = undefined;
      for (const task of pending.values()) task.reject(error);
      pending.clear();
    };
    started.on('error', fail);
    started.on('exit', (code) => fail(new Error(`the render worker stopped (${code})`)));
    // A waiting API process may still exit: the worker alone does not hold it.
    started.unref();
    return started;
  };

  return {
    get running() {
      return worker !== undefined;
    },
    render(task) {
      clearTimeout(idleTimer);
      worker ??= start();
      const id = nextId++;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject } as Pending);
        worker?.postMessage({ id, task });
      });
    },
    async close() {
      clearTimeout(idleTimer);
      await worker?.terminate();
      worker = undefined;
    },
  };
}

import { parentPort } from 'node:worker_threads';
import type { RenderTask } from './render-task.js';
import { runRenderTask } from './run-render-task.js';

/** The render worker's side: one task at a time, answered with its id; a PDF's bytes move instead of being copied. */
parentPort?.on('message', async ({ id, task }: { id: number; task: RenderTask }) => {
  try {
    const result = await runRenderTask(task);
    const transfer = Buffer.isBuffer(result) ? [result.buffer as ArrayBuffer] : [];
    parentPort?.postMessage({ id, result }, transfer);
  } catch (error) {
    parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});

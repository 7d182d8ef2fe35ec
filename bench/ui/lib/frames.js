// Timing helpers that run inside the bench pages (bundled by Vite, not loaded by Node).

export const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

const channel = new MessageChannel();
const pendingTasks = [];
channel.port1.onmessage = () => pendingTasks.shift()?.();

/** A new task: it runs after the rendering update (style, layout, paint) of the frame it was queued in. */
export const nextTask = () =>
  new Promise((resolve) => {
    pendingTasks.push(resolve);
    channel.port2.postMessage(null);
  });

/**
 * Waits frame by frame until `isDone()` holds in a requestAnimationFrame callback, runs `inFrame()` there
 * (e.g. a forced style recalculation) and resolves with the time of that callback and of the task after
 * the frame's paint. Gives up after `timeoutMs`.
 */
export async function untilFrame(isDone, inFrame = () => {}, timeoutMs = 20_000) {
  const started = performance.now();
  for (;;) {
    await nextFrame();
    if (isDone()) {
      inFrame();
      const frame = performance.now();
      await nextTask();
      return { frame, painted: performance.now() };
    }
    if (performance.now() - started > timeoutMs) throw new Error('bench page: condition never held');
  }
}

export async function settle(frames = 2) {
  for (let frame = 0; frame < frames; frame += 1) await nextFrame();
  await nextTask();
}

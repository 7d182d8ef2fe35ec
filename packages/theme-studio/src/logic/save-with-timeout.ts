/** The save took longer than the spec's 10 s (or the host's client gave up first, e.g. an HTTP 408). */
export class ThemeSaveTimeout extends Error {
  constructor() {
    super('theme save timed out');
    this.name = 'ThemeSaveTimeout';
  }
}

function isTimeoutLike(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const status = (error as { status?: unknown }).status;
  return error.name === 'TimeoutError' || status === 408;
}

/**
 * Runs a save with a deadline (docs/requirements.md A9: 10 s): the signal aborts the request when the time is up, and
 * the promise rejects with ThemeSaveTimeout then (also when the host's own client timed out first).
 */
export function saveWithTimeout<Result>(
  run: (signal: AbortSignal) => Promise<Result>,
  timeoutMs: number,
): Promise<Result> {
  const controller = new AbortController();
  return new Promise<Result>((resolve, reject) => {
    let settled = false;
    const timer = setTimeout(() => {
      settled = true;
      controller.abort(new ThemeSaveTimeout());
      reject(new ThemeSaveTimeout());
    }, timeoutMs);
    run(controller.signal).then(
      (result) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve(result);
      },
      (error: unknown) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        reject(isTimeoutLike(error) ? new ThemeSaveTimeout() : error);
      },
    );
  });
}

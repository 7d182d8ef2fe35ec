/** How long typing must pause before the draft is written (keeps storage writes off every keystroke). */
export const RSVP_DRAFT_SAVE_DELAY_MS = 300;

export interface DebouncedWriter<T> {
  /** Remembers the latest value and writes it once `delayMs` pass without a newer one. */
  schedule(value: T): void;
  /** Writes a pending value now (page hidden or closing). */
  flush(): void;
  /** Drops a pending value without writing it. */
  cancel(): void;
}

export function createDebouncedWriter<T>(
  write: (value: T) => void,
  delayMs: number = RSVP_DRAFT_SAVE_DELAY_MS,
): DebouncedWriter<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: { value: T } | undefined;

  const cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    pending = undefined;
  };
  const flush = () => {
    const latest = pending;
    cancel();
    if (latest !== undefined) write(latest.value);
  };
  return {
    schedule(value) {
      if (timer !== undefined) clearTimeout(timer);
      pending = { value };
      timer = setTimeout(flush, delayMs);
    },
    flush,
    cancel,
  };
}

import { COPY_CONFIRMATION_MS } from '@wedding/core';
import { useCallback, useEffect, useRef, useState } from 'react';

export const copyStatuses = ['idle', 'copied', 'error'] as const;
export type CopyStatus = (typeof copyStatuses)[number];

export interface UseCopyToClipboardOptions {
  /** docs/requirements.md A9 and B9: the confirmation shows for 2000 ms. */
  confirmationMs?: number;
  onError?: (error: unknown) => void;
}

/** State hook: copies text and holds the 'copied' (or 'error') status for the confirmation time. */
export function useCopyToClipboard({
  confirmationMs = COPY_CONFIRMATION_MS,
  onError,
}: UseCopyToClipboardOptions = {}) {
  const [status, setStatus] = useState<CopyStatus>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(
    async (text: string) => {
      clearTimeout(timer.current);
      try {
        await navigator.clipboard.writeText(text);
        setStatus('copied');
      } catch (error) {
        setStatus('error');
        onError?.(error);
      }
      timer.current = setTimeout(() => setStatus('idle'), confirmationMs);
    },
    [confirmationMs, onError],
  );

  return { status, copy };
}

import { useCallback, useState } from 'react';

export const confirmStatuses = ['idle', 'busy', 'error'] as const;
export type ConfirmStatus = (typeof confirmStatuses)[number];

/** State hook: runs the confirmed action once at a time and keeps its failure message. */
export function useConfirmAction(
  action: () => Promise<void> | void,
  onSuccess: () => void,
  describeError: (error: unknown) => string,
) {
  const [status, setStatus] = useState<ConfirmStatus>('idle');
  const [errorMessage, setErrorMessage] = useState<string | null>(null);

  const run = useCallback(async () => {
    if (status === 'busy') return;
    setStatus('busy');
    setErrorMessage(null);
    try {
      await action();
      setStatus('idle');
      onSuccess();
    } catch (error) {
      setStatus('error');
      setErrorMessage(describeError(error));
    }
  }, [status, action, onSuccess, describeError]);

  const reset = useCallback(() => {
    setStatus('idle');
    setErrorMessage(null);
  }, []);

  return { status, errorMessage, run, reset };
}

import {
  ACCESS_CODE_LENGTH,
  accessCodeRemaining,
  isAccessCodeValid,
  sanitizeAccessCode,
} from '@wedding/core';
import { useCallback, useRef, useState } from 'react';

/** What the app's access call answered: admitted, a wrong code (401), or anything else (network, 5xx). */
export const accessCodeOutcomes = ['granted', 'invalid', 'error'] as const;
export type AccessCodeOutcome = (typeof accessCodeOutcomes)[number];

export const accessCodeEntryStatuses = ['editing', 'checking', 'granted', 'invalid', 'error'] as const;
export type AccessCodeEntryStatus = (typeof accessCodeEntryStatuses)[number];

export type SubmitAccessCode = (code: string) => Promise<AccessCodeOutcome>;

export interface AccessCodeEntry {
  /** The sanitised code: upper-cased, allowed characters only, at most 8 (docs/requirements.md B5). */
  code: string;
  status: AccessCodeEntryStatus;
  isComplete: boolean;
  remaining: number;
  /** Takes raw typed or pasted text; submits by itself once it completes a new 8-character code. */
  change: (input: string) => void;
  /** Explicit submit (Enter, button); does nothing while the code is incomplete or being checked. */
  submit: () => void;
}

/**
 * State of the invite-code entry (docs/requirements.md A2 and B5): sanitises every change, submits automatically when
 * the eighth valid character arrives (typed or pasted), and keeps the typed code after a wrong code or an error so
 * the guest can correct it. A code that was just rejected is not re-sent automatically, only on request.
 */
export function useAccessCodeEntry(onSubmitCode: SubmitAccessCode, initialCode = ''): AccessCodeEntry {
  const [code, setCode] = useState(() => sanitizeAccessCode(initialCode));
  const [status, setStatus] = useState<AccessCodeEntryStatus>('editing');
  // Refs, not state: a paste and the auto-submit happen in one event, before React re-renders.
  const currentCode = useRef(code);
  const checking = useRef(false);

  const send = useCallback(
    async (candidate: string) => {
      if (checking.current || !isAccessCodeValid(candidate)) return;
      checking.current = true;
      setStatus('checking');
      let outcome: AccessCodeOutcome;
      try {
        outcome = await onSubmitCode(candidate);
      } catch {
        outcome = 'error';
      }
      // Once admitted the page reloads; the field stays locked until then.
      checking.current = outcome === 'granted';
      setStatus(outcome);
    },
    [onSubmitCode],
  );

  const change = useCallback(
    (input: string) => {
      if (checking.current) return;
      const next = sanitizeAccessCode(input);
      // Unchanged (only stripped characters typed): React puts the controlled input back to the code.
      if (next === currentCode.current) return;
      currentCode.current = next;
      setCode(next);
      setStatus('editing');
      if (next.length === ACCESS_CODE_LENGTH) void send(next);
    },
    [send],
  );

  const submit = useCallback(() => void send(currentCode.current), [send]);

  return {
    code,
    status,
    isComplete: code.length === ACCESS_CODE_LENGTH,
    remaining: accessCodeRemaining(code),
    change,
    submit,
  };
}

import { type InlineEditType, inlineEditChanged, parseInlineEditValue } from '@wedding/core';
import { useCallback, useState } from 'react';

export type InlineEditValue = number | string | null;
export const inlineEditStatuses = ['idle', 'editing', 'saving', 'saved', 'error'] as const;
export type InlineEditStatus = (typeof inlineEditStatuses)[number];

export interface UseInlineEditOptions {
  type: InlineEditType;
  value: InlineEditValue;
  onSave: (next: InlineEditValue) => Promise<void> | void;
}

/**
 * Inline edit (docs/requirements.md A5): parse with @wedding/core, skip unchanged values, Enter saves and Escape
 * cancels.
 */
export function useInlineEdit({ type, value, onSave }: UseInlineEditOptions) {
  const [status, setStatus] = useState<InlineEditStatus>('idle');
  const [draft, setDraft] = useState('');

  const start = useCallback(() => {
    setDraft(value === null ? '' : String(value));
    setStatus('editing');
  }, [value]);

  const cancel = useCallback(() => setStatus('idle'), []);

  const commit = useCallback(async () => {
    const next = parseInlineEditValue(type, draft);
    if (!inlineEditChanged(value, next)) {
      setStatus('idle');
      return;
    }
    setStatus('saving');
    try {
      await onSave(next);
      setStatus('saved');
    } catch {
      setStatus('error');
    }
  }, [type, draft, value, onSave]);

  return { status, draft, setDraft, start, cancel, commit };
}

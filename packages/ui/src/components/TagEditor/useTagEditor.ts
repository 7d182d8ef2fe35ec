import { TAGS_MAX, type TagError, validateTag } from '@wedding/core';
import { useCallback, useState } from 'react';

export const tagEditorStatuses = ['idle', 'adding', 'success', 'error'] as const;
export type TagEditorStatus = (typeof tagEditorStatuses)[number];
export type TagEditorError = TagError | 'addFailed' | 'removeFailed';

export interface UseTagEditorOptions {
  tags: readonly string[];
  onAdd: (tag: string) => Promise<void> | void;
  onRemove: (tag: string) => Promise<void> | void;
  max?: number;
}

/**
 * Tag add (docs/requirements.md A4): idle, adding (input locked), success (input cleared) or error with the rule's key.
 */
export function useTagEditor({ tags, onAdd, onRemove, max = TAGS_MAX }: UseTagEditorOptions) {
  const [value, setValue] = useState('');
  const [status, setStatus] = useState<TagEditorStatus>('idle');
  const [error, setError] = useState<TagEditorError | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);

  const fail = useCallback((key: TagEditorError) => {
    setStatus('error');
    setError(key);
  }, []);

  const add = useCallback(async () => {
    const validation = validateTag(value, tags, max);
    if (!validation.ok) {
      fail(validation.error);
      return;
    }
    setStatus('adding');
    setError(null);
    try {
      await onAdd(validation.tag);
      setValue('');
      setStatus('success');
    } catch {
      fail('addFailed');
    }
  }, [value, tags, max, onAdd, fail]);

  const remove = useCallback(
    async (tag: string) => {
      setRemoving(tag);
      setError(null);
      try {
        await onRemove(tag);
        setStatus('idle');
      } catch {
        fail('removeFailed');
      } finally {
        setRemoving(null);
      }
    },
    [onRemove, fail],
  );

  const clear = useCallback(() => {
    setValue('');
    setStatus('idle');
    setError(null);
  }, []);

  const change = useCallback((next: string) => {
    setValue(next);
    setError(null);
    setStatus('idle');
  }, []);

  return { value, change, status, error, removing, add, remove, clear, atLimit: tags.length >= max };
}

import { act, renderHook, waitFor } from '@testing-library/react';
import { translate, UPLOAD_MAX_BYTES } from '@wedding/core';
import { describe, expect, it, vi } from 'vitest';
import { useUploadQueue } from './use-upload-queue';

const file = (name: string, type: string, size = 1000) => new File([new Uint8Array(size)], name, { type });

describe('upload queue: several files, one state each (docs/requirements.md A4 and A5)', () => {
  it('refuses wrong types, oversize files and files beyond the limit; uploads the rest one by one', async () => {
    const order: string[] = [];
    const upload = vi.fn(async (chosen: File) => {
      order.push(chosen.name);
      if (chosen.name === 'broken.jpg') throw new Error('415');
    });
    const { result } = renderHook(() =>
      useUploadQueue({
        upload,
        imageCount: 8,
        maxImages: 10,
        describeError: () => 'server said no',
        locale: 'de',
      }),
    );
    act(() =>
      result.current.add([
        file('a.png', 'image/png'),
        file('notes.gif', 'image/gif'),
        file('big.jpg', 'image/jpeg', UPLOAD_MAX_BYTES + 1),
        file('broken.jpg', 'image/jpeg'),
        file('c.webp', 'image/webp'),
      ]),
    );
    await waitFor(() => expect(result.current.busy).toBe(false));
    expect(order).toEqual(['a.png', 'broken.jpg']);
    expect(result.current.items.map(({ name, status, message }) => [name, status, message])).toEqual([
      ['a.png', 'complete', undefined],
      ['notes.gif', 'error', translate('upload.invalidType', 'de')],
      ['big.jpg', 'error', translate('upload.tooLarge', 'de', { maxMb: 5 })],
      ['broken.jpg', 'error', 'server said no'],
      ['c.webp', 'error', translate('upload.limitReached', 'de')],
    ]);
    act(() => result.current.clearFinished());
    expect(result.current.items).toEqual([]);
  });
});

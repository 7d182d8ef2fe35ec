import { describe, expect, it } from 'vitest';
import { firstAllowedUpload } from './first-allowed-upload';

describe('gallery drop (docs/requirements.md A5): the first jpeg, png or webp file is taken', () => {
  it('skips files of other types', () => {
    const files = [
      { name: 'a.gif', type: 'image/gif' },
      { name: 'b.png', type: 'image/png' },
      { name: 'c.jpg', type: 'image/jpeg' },
    ];
    expect(firstAllowedUpload(files)?.name).toBe('b.png');
  });

  it('accepts webp and returns null without an allowed file or without files', () => {
    expect(firstAllowedUpload([{ type: 'image/webp' }])).toEqual({ type: 'image/webp' });
    expect(firstAllowedUpload([{ type: 'application/pdf' }, { type: '' }])).toBeNull();
    expect(firstAllowedUpload([])).toBeNull();
  });
});

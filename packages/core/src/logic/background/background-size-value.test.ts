import { describe, expect, it } from 'vitest';
import { backgroundSizeValue } from './background-size-value';

describe('background size (docs/requirements.md A5): zoom only for cover, 100 means plain cover', () => {
  it('writes plain cover at zoom 100 and by default', () => {
    expect(backgroundSizeValue('cover', 100)).toBe('cover');
    expect(backgroundSizeValue('cover')).toBe('cover');
  });

  it('writes N% for other zooms, clamped to 50-200', () => {
    expect(backgroundSizeValue('cover', 150)).toBe('150%');
    expect(backgroundSizeValue('cover', 50)).toBe('50%');
    expect(backgroundSizeValue('cover', 20)).toBe('50%');
    expect(backgroundSizeValue('cover', 250)).toBe('200%');
  });

  it('ignores zoom for contain and auto', () => {
    expect(backgroundSizeValue('contain', 150)).toBe('contain');
    expect(backgroundSizeValue('auto', 50)).toBe('auto');
  });
});

import { describe, expect, it } from 'vitest';
import { backgroundSizeValue } from './background-size-value';
import { parseBackgroundSize } from './parse-background-size';

describe('stored background size (cover|contain|auto|percent zoom; docs/requirements.md A3)', () => {
  it('reads keywords with zoom 100', () => {
    expect(parseBackgroundSize('cover')).toEqual({ size: 'cover', zoom: 100 });
    expect(parseBackgroundSize('contain')).toEqual({ size: 'contain', zoom: 100 });
    expect(parseBackgroundSize('auto')).toEqual({ size: 'auto', zoom: 100 });
  });

  it('reads a percent as cover with that zoom, clamped', () => {
    expect(parseBackgroundSize('150%')).toEqual({ size: 'cover', zoom: 150 });
    expect(parseBackgroundSize('500%')).toEqual({ size: 'cover', zoom: 200 });
  });

  it('falls back to cover at 100 for unknown, empty and missing values', () => {
    for (const value of ['fill', '', '  ', null, undefined]) {
      expect(parseBackgroundSize(value)).toEqual({ size: 'cover', zoom: 100 });
    }
  });

  it('round-trips with backgroundSizeValue', () => {
    const { size, zoom } = parseBackgroundSize('135%');
    expect(backgroundSizeValue(size, zoom)).toBe('135%');
  });
});

import { describe, expect, it } from 'vitest';
import {
  backgroundOpacitySchema,
  backgroundPositionSchema,
  backgroundSettingsSchema,
  backgroundSizeSchema,
} from './page-background';

describe('page background (docs/requirements.md A3 and A5): opacity 0.1 to 1', () => {
  it('accepts 0.1 and 1, rejects 0.09 and 1.01', () => {
    expect(backgroundOpacitySchema.parse(0.1)).toBe(0.1);
    expect(backgroundOpacitySchema.parse(1)).toBe(1);
    expect(backgroundOpacitySchema.safeParse(0.09).error?.issues[0]?.message).toBe('background.opacityRange');
    expect(backgroundOpacitySchema.safeParse(1.01).error?.issues[0]?.message).toBe('background.opacityRange');
  });
});

describe("page background (docs/requirements.md A3 and A5): position 'X% Y%' with X and Y 0 to 100", () => {
  it('accepts the corners and the centre', () => {
    for (const position of ['0% 0%', '100% 100%', '50% 50%', '12.5% 80%']) {
      expect(backgroundPositionSchema.parse(position)).toBe(position);
    }
  });

  it('rejects values above 100, keywords and missing axes', () => {
    for (const position of ['101% 50%', '50% 100.1%', 'center', '50%', '50 50', '']) {
      expect(backgroundPositionSchema.safeParse(position).error?.issues[0]?.message, position).toBe(
        'background.positionFormat',
      );
    }
  });
});

describe('page background (docs/requirements.md A3 and A5): size cover, contain, auto or zoom percent 50 to 200', () => {
  it('accepts the keywords and zooms at the bounds', () => {
    for (const size of ['cover', 'contain', 'auto', '50%', '200%', '125%']) {
      expect(backgroundSizeSchema.parse(size)).toBe(size);
    }
  });

  it('rejects zooms outside 50 to 200 and other values', () => {
    for (const size of ['49%', '201%', 'fill', '100px', '']) {
      expect(backgroundSizeSchema.safeParse(size).error?.issues[0]?.message, size).toBe(
        'background.sizeInvalid',
      );
    }
  });
});

describe('background defaults (docs/requirements.md A5): opacity 0.2, position 50%/50%, cover, pattern on, grayscale off', () => {
  it('fills every default', () => {
    expect(backgroundSettingsSchema.parse({})).toEqual({
      opacity: 0.2,
      position: '50% 50%',
      size: 'cover',
      showPattern: true,
      grayscale: false,
    });
  });
});

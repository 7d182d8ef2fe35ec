import { describe, expect, it } from 'vitest';
import { DEFAULT_BACKGROUND_SETTINGS } from './default-background-settings';

describe('background defaults (docs/requirements.md A5)', () => {
  it('is opacity 0.2, 50%/50%, cover at zoom 100, pattern on, grayscale off', () => {
    expect(DEFAULT_BACKGROUND_SETTINGS).toEqual({
      opacity: 0.2,
      positionX: 50,
      positionY: 50,
      size: 'cover',
      zoom: 100,
      showPattern: true,
      grayscale: false,
    });
  });
});

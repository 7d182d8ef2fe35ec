import { parseColor } from '@wedding/tokens';
import { describe, expect, it } from 'vitest';
import { oklchToHex } from './oklch-to-hex';

describe('oklchToHex', () => {
  it.each(['#000000', '#ffffff', '#8a2be2', '#c0392b', '#2e7d32', '#f5f0e6', '#1a237e'])(
    'writes %s back after culori read it as OKLCH',
    (hex) => {
      const color = parseColor(hex);
      expect(color).not.toBeNull();
      expect(oklchToHex(color!)).toBe(hex);
    },
  );
});

import { describe, expect, it } from 'vitest';
import { brandDropdownResults } from './brand-dropdown-results';

const brands = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    brandId: `b${index + 1}`,
    brandName: `Brand ${index + 1}`,
  }));

describe('brand switcher (docs/requirements.md A2): search, at most 8 brands by default', () => {
  it('lists 8 of 8 without the hint and 8 of 9 with it', () => {
    expect(brandDropdownResults(brands(8), '')).toMatchObject({ matching: 8, total: 8, truncated: false });
    const nine = brandDropdownResults(brands(9), '');
    expect(nine.visible).toHaveLength(8);
    expect(nine).toMatchObject({ matching: 9, total: 9, truncated: true });
  });

  it('searches name, id and description case-insensitively', () => {
    const list = [
      { brandId: 'rose', brandName: 'Rosé Garden', description: 'Soft pink' },
      { brandId: 'navy', brandName: 'Navy Night', description: null },
    ];
    expect(brandDropdownResults(list, 'PINK').visible.map((brand) => brand.brandId)).toEqual(['rose']);
    expect(brandDropdownResults(list, 'navy').visible.map((brand) => brand.brandId)).toEqual(['navy']);
    expect(brandDropdownResults(list, 'gold')).toMatchObject({ visible: [], matching: 0, total: 2 });
  });

  it('lists everything for empty and whitespace-only searches', () => {
    expect(brandDropdownResults(brands(3), '   ').matching).toBe(3);
  });
});

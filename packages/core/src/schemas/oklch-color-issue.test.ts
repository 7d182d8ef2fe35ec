import { describe, expect, it } from 'vitest';
import { oklchColorIssue } from './oklch-color-issue';

describe('colour rule (from @wedding/tokens; docs/requirements.md A5) as message keys', () => {
  it('is null for an in-range OKLCH colour', () => {
    expect(oklchColorIssue('primary', 'oklch(0.6 0.1 20)')).toBeNull();
  });

  it('reports missing, blank and non-OKLCH colours with the colour key', () => {
    expect(oklchColorIssue('accent', undefined)).toEqual({
      message: 'brand.colorRequired',
      params: { key: 'accent' },
    });
    expect(oklchColorIssue('accent', '  ')).toEqual({
      message: 'brand.colorRequired',
      params: { key: 'accent' },
    });
    expect(oklchColorIssue('accent', '#ff0000')).toEqual({
      message: 'brand.colorFormat',
      params: { key: 'accent' },
    });
  });

  it("reports an OKLCH value outside the slider ranges as 'Invalid {channel} value'", () => {
    expect(oklchColorIssue('text', 'oklch(0.5 0.9 20)')).toEqual({
      message: 'color.invalidChannel',
      params: { channel: 'chroma' },
    });
  });
});

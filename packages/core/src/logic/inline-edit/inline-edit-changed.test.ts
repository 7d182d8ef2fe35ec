import { describe, expect, it } from 'vitest';
import { inlineEditChanged } from './inline-edit-changed';

describe('inline edit (docs/requirements.md A5): no save when unchanged', () => {
  it('reports unchanged values', () => {
    expect(inlineEditChanged('Anna', 'Anna')).toBe(false);
    expect(inlineEditChanged(2, 2)).toBe(false);
    expect(inlineEditChanged(null, null)).toBe(false);
    expect(inlineEditChanged(undefined, null)).toBe(false);
  });

  it('reports changed values, including cleared ones and type changes', () => {
    expect(inlineEditChanged('Anna', 'Anne')).toBe(true);
    expect(inlineEditChanged('Anna', null)).toBe(true);
    expect(inlineEditChanged(2, '2')).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { parseInlineEditValue } from './parse-inline-edit-value';

describe('inline edit value parsing (docs/requirements.md A5)', () => {
  it('number: trims and parses an integer', () => {
    expect(parseInlineEditValue('number', ' 42 ')).toBe(42);
    expect(parseInlineEditValue('number', '0')).toBe(0);
    expect(parseInlineEditValue('number', '3.9')).toBe(3);
    expect(parseInlineEditValue('number', '-2')).toBe(-2);
  });

  it('number: empty, whitespace-only and non-numeric text become null', () => {
    expect(parseInlineEditValue('number', '')).toBeNull();
    expect(parseInlineEditValue('number', '   ')).toBeNull();
    expect(parseInlineEditValue('number', 'abc')).toBeNull();
  });

  it('text: trims; empty and whitespace-only become null', () => {
    expect(parseInlineEditValue('text', '  Anna ')).toBe('Anna');
    expect(parseInlineEditValue('text', '')).toBeNull();
    expect(parseInlineEditValue('text', ' \t ')).toBeNull();
  });
});

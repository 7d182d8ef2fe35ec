import { describe, expect, it } from 'vitest';
import { requiredText } from './required-text';

describe('required text: blank after trimming counts as missing', () => {
  const schema = requiredText('guest.nameRequired', 5);

  it('reports missing, empty and whitespace-only input with the given key', () => {
    for (const input of [undefined, '', '   ', '\t\n']) {
      expect(schema.safeParse(input).error?.issues[0]?.message).toBe('guest.nameRequired');
    }
  });

  it('trims, accepts the maximum and refuses one more', () => {
    expect(schema.parse('  abcde ')).toBe('abcde');
    expect(schema.safeParse('abcdef').error?.issues[0]).toMatchObject({
      message: 'validation.tooLong',
      maximum: 5,
    });
  });
});

import { describe, expect, it } from 'vitest';
import { phoneHref } from './phone-href';

describe('phoneHref', () => {
  it('keeps the leading plus and the digits only', () => {
    expect(phoneHref('+49 331 1234560')).toBe('tel:+493311234560');
    expect(phoneHref('(0331) 123-45')).toBe('tel:033112345');
  });
});

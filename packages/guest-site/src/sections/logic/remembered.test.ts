import { describe, expect, it } from 'vitest';
import { remembered } from './remembered';

describe('remembered', () => {
  it('computes a key once and forgets everything when the limit is reached', () => {
    let computed = 0;
    const square = remembered<number>(2);
    const compute = (n: number) => () => {
      computed += 1;
      return n * n;
    };
    expect(square('3', compute(3))).toBe(9);
    expect(square('3', compute(3))).toBe(9);
    expect(square('4', compute(4))).toBe(16);
    expect(computed).toBe(2);
    expect(square('5', compute(5))).toBe(25);
    expect(square('3', compute(3))).toBe(9);
    expect(computed).toBe(4);
  });
});

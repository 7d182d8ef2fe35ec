import { describe, expect, it } from 'vitest';
import { foldIcsLine, ICS_MAX_LINE_OCTETS } from './fold-ics-line';

const octets = (text: string) => new TextEncoder().encode(text).length;
const unfold = (text: string) => text.replace(/\r\n /g, '');

describe('foldIcsLine', () => {
  it('leaves a line of exactly 75 octets alone', () => {
    const line = `SUMMARY:${'x'.repeat(ICS_MAX_LINE_OCTETS - 8)}`;
    expect(octets(line)).toBe(75);
    expect(foldIcsLine(line)).toBe(line);
  });

  it('folds a long ASCII line with CRLF + space; every physical line has at most 75 octets', () => {
    const line = `DESCRIPTION:${'abcdefghij'.repeat(20)}`;
    const folded = foldIcsLine(line);
    const physical = folded.split('\r\n');
    expect(physical.length).toBe(3);
    expect(octets(physical[0] ?? '')).toBe(75);
    for (const part of physical.slice(1)) expect(part.startsWith(' ')).toBe(true);
    for (const part of physical) expect(octets(part)).toBeLessThanOrEqual(75);
    expect(unfold(folded)).toBe(line);
  });

  it('counts octets, not characters, and never splits a multi-byte character', () => {
    const line = `LOCATION:${'ü'.repeat(40)}${'😀'.repeat(20)}${'विवाह'.repeat(10)}`;
    const folded = foldIcsLine(line);
    const physical = folded.split('\r\n');
    for (const part of physical) {
      expect(octets(part)).toBeLessThanOrEqual(75);
      // A split surrogate pair or UTF-8 sequence would not survive this round trip.
      expect(new TextDecoder('utf-8', { fatal: true }).decode(new TextEncoder().encode(part))).toBe(part);
      expect(part).not.toMatch(/[\uD800-\uDBFF]$/);
    }
    expect(unfold(folded)).toBe(line);
    // "ü" is two octets: the first line holds "LOCATION:" (9) and 33 of them (66), 75 octets.
    expect(physical[0]).toBe(`LOCATION:${'ü'.repeat(33)}`);
  });
});

import { describe, expect, it } from 'vitest';
import { escapeIcsText } from './escape-ics-text';

describe('escapeIcsText', () => {
  it('escapes backslash, semicolon and comma with a backslash', () => {
    expect(escapeIcsText('a\\b;c,d')).toBe('a\\\\b\\;c\\,d');
  });

  it('turns CRLF, LF and CR line breaks into the two characters \\n', () => {
    expect(escapeIcsText('one\r\ntwo\nthree\rfour')).toBe('one\\ntwo\\nthree\\nfour');
  });

  it('drops control characters but keeps tabs, umlauts and other scripts', () => {
    expect(escapeIcsText('Schloß\u0000\u0007\tMünchen विवाह')).toBe('Schloß\tMünchen विवाह');
  });

  it('leaves colons alone (only the first colon of a line separates name and value)', () => {
    expect(escapeIcsText('Beginn: 14:30')).toBe('Beginn: 14:30');
  });
});

/** RFC 5545 3.1: lines SHOULD NOT be longer than 75 octets, excluding the line break. */
export const ICS_MAX_LINE_OCTETS = 75;

function utf8Length(codePoint: number): number {
  if (codePoint < 0x80) return 1;
  if (codePoint < 0x800) return 2;
  if (codePoint < 0x10000) return 3;
  return 4;
}

/**
 * Folds one content line into physical lines of at most 75 octets (UTF-8), joined by CRLF and a space
 * (RFC 5545 3.1). The space of a continuation line counts toward its 75 octets, and a multi-byte character
 * is never split, so every physical line stays valid UTF-8.
 */
export function foldIcsLine(line: string): string {
  const physical: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = utf8Length(character.codePointAt(0) ?? 0);
    if (octets + size > ICS_MAX_LINE_OCTETS) {
      physical.push(current);
      current = ' ';
      octets = 1;
    }
    current += character;
    octets += size;
  }
  physical.push(current);
  return physical.join('\r\n');
}

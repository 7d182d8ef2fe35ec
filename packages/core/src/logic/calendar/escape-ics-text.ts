/** Control characters other than tab and line breaks are not allowed in iCalendar TEXT (RFC 5545 3.3.11). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point (they are removed).
const DISALLOWED_CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/**
 * Escapes a TEXT value (RFC 5545 3.3.11): backslash, semicolon and comma get a backslash, every line break
 * (CRLF, LF or CR) becomes the two characters `\n`, and control characters are dropped.
 */
export function escapeIcsText(value: string): string {
  return value
    .replace(DISALLOWED_CONTROLS, '')
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

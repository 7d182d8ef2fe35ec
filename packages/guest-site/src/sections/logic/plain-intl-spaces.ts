/**
 * ICU versions disagree on the spaces inside formatted dates and times: Node 20 (ICU 78) writes '2:00 – 3:30 PM'
 * with thin and narrow no-break spaces, Chromium with plain ones. The server's HTML and the hydrating browser
 * must print the same text, so every Intl result shown by a section uses plain spaces.
 */
export function plainIntlSpaces(formatted: string): string {
  return formatted.replace(/[\u00a0\u2009\u202f]/g, ' ');
}

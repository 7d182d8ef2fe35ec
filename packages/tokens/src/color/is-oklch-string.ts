import { readOklchNotation } from './read-oklch-notation';

/** True when the text is written in the oklch() function notation. */
export function isOklchString(value: string): boolean {
  return readOklchNotation(value) !== null;
}

import { CONTRAST_TARGET, CONTRAST_WARNING_BELOW, type ContrastLevel } from './constants';

/** docs/requirements.md A5: 4.5:1 and above passes, 3:1 up to 4.5 warns, below 3 fails. */
export function contrastLevel(ratio: number): ContrastLevel {
  if (ratio >= CONTRAST_TARGET) return 'pass';
  if (ratio >= CONTRAST_WARNING_BELOW) return 'warn';
  return 'fail';
}

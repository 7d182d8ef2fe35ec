import { QUIET_ZONE_MODULES } from './qr-code-image';

/**
 * The side of a QR image (quiet zone included) whose code itself is `codeSide` wide. The layout fixes the
 * code's size, not the image's: a short link gives a coarser code with fewer modules, and it must not print
 * smaller than a long one.
 */
export function qrImageSide(codeSide: number, modules: number): number {
  return (codeSide * (modules + 2 * QUIET_ZONE_MODULES)) / modules;
}

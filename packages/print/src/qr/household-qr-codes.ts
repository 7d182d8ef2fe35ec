import type { PrintHousehold } from '../print-household';
import { type QrCodeImage, qrCodeImage } from './qr-code-image';

/** The QR code of every household's personal link, in the order of `households`, generated concurrently. */
export function householdQrCodes(
  households: readonly PrintHousehold[],
  darkColor: string,
): Promise<QrCodeImage[]> {
  return Promise.all(households.map((household) => qrCodeImage(household.link, darkColor)));
}

import QRCode from 'qrcode';

/** Pixels per QR module: whole pixels keep every module edge sharp however the PDF viewer scales the image. */
const PIXELS_PER_MODULE = 6;
/** The quiet zone the QR standard asks for: it keeps the code readable on any paper or beside any ornament. */
export const QUIET_ZONE_MODULES = 4;
/**
 * pngjs options qrcode passes on (its types list only the deflate ones). Colour type 2 (RGB, no alpha):
 * react-pdf embeds such a PNG as it is, where it would decode an RGBA one and split off its alpha channel.
 * Filter 4 (Paeth) for every row instead of trying all five per row: a third less time for a few % more bytes
 * (filters 1 and 2 are as fast but make the PDF two to four times larger).
 */
const PNG_OPTIONS = { colorType: 2, filterType: 4 } as QRCode.QRCodeToBufferOptions['rendererOpts'];
/** Where a PNG's IHDR chunk keeps the image width (after the 8-byte signature and the chunk's length and type). */
const PNG_WIDTH_OFFSET = 16;

/** A QR code as a PNG with its quiet zone, and how many modules wide the code itself is. */
export interface QrCodeImage {
  png: Buffer;
  modules: number;
}

/**
 * A QR code of `text` as a PNG. Error correction M (15 %) survives a smudge or a fold without making the code
 * much denser than L.
 */
export async function qrCodeImage(text: string, darkColor: string): Promise<QrCodeImage> {
  const png = await QRCode.toBuffer(text, {
    type: 'png',
    errorCorrectionLevel: 'M',
    margin: QUIET_ZONE_MODULES,
    scale: PIXELS_PER_MODULE,
    color: { dark: darkColor, light: '#ffffff' },
    rendererOpts: PNG_OPTIONS,
  });
  const width = png.readUInt32BE(PNG_WIDTH_OFFSET);
  return { png, modules: width / PIXELS_PER_MODULE - 2 * QUIET_ZONE_MODULES };
}

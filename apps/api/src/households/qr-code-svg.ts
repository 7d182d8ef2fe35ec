import QRCode from 'qrcode';

/** A QR code as SVG: error correction M survives a smudged print, the quiet zone is the standard's minimum. */
export function qrCodeSvg(text: string): Promise<string> {
  return QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 });
}

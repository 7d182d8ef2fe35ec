import jsQR from 'jsqr';
import { PDFParse } from 'pdf-parse';
import { PNG } from 'pngjs';

/** What a reader finds in a rendered PDF, page by page. */
export interface ReadPdf {
  pageCount: number;
  /** The text of each page as pdf.js extracts it, each run of white space (line breaks too) as one space. */
  pageTexts: string[];
  /** What the QR codes embedded in each page decode to (null for an image that is no readable QR code). */
  pageQrCodes: (string | null)[][];
  /** Page sizes in points, [width, height]. */
  pageSizes: [number, number][];
}

/** Reads the image pdf.js extracted from the PDF itself (as PNG) and decodes it as a QR code. */
function decodeQr(png: Uint8Array): string | null {
  const image = PNG.sync.read(Buffer.from(png));
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data ?? null;
}

/** Parses a PDF with pdf-parse (pdf.js): its pages' text, sizes and embedded images, QR codes decoded. */
export async function readPdf(pdf: Buffer): Promise<ReadPdf> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    const info = await parser.getInfo({ parsePageInfo: true });
    const text = await parser.getText();
    // Every embedded image, however small: the default leaves out images under 80 px.
    const images = await parser.getImage({ imageThreshold: 0, imageDataUrl: false });
    return {
      pageCount: info.total,
      pageTexts: text.pages.map((page) => page.text.replace(/\s+/g, ' ').trim()),
      pageQrCodes: images.pages.map((page) => page.images.map((image) => decodeQr(image.data))),
      pageSizes: (info.pages ?? []).map((page) => [page.width, page.height]),
    };
  } finally {
    await parser.destroy();
  }
}

/**
 * Markup a browser would act on. A JPEG or PNG can carry any bytes in a comment, a text chunk or after its
 * end marker; a file that is both a valid image and an HTML page (a polyglot) is a classic way to smuggle
 * script past an image check. Camera metadata (EXIF, XMP's `<x:xmpmeta>` / `<rdf:RDF>`) never contains
 * these, so the scan costs a real photo nothing.
 */
const ACTIVE_MARKUP = [
  '<script',
  '<html',
  '<!doctype html',
  '<body',
  '<iframe',
  '<svg',
  '<object',
  '<embed',
  '<img',
  '<a href',
  'javascript:',
];

/** The first active-markup marker found in the file (ASCII, case-insensitive), or null. */
export function detectMarkup(bytes: Buffer): string | null {
  const text = bytes.toString('latin1').toLowerCase();
  return ACTIVE_MARKUP.find((marker) => text.includes(marker)) ?? null;
}

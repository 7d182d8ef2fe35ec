import { LOCALES } from '@wedding/core';
import { assertKnown } from './assert-known';
import { assertPrintableHouseholds } from './assert-printable-households';
import { householdQrCodes } from './qr/household-qr-codes';
import { type QrSheetDocumentInput, renderQrSheetDocument } from './qr-sheet/render-qr-sheet-document';
import { printTheme } from './theme/print-theme';

/**
 * Every household's QR code with its names on A4 pages (a 4 x 5 grid, as many pages as needed), to cut out or
 * to copy onto hand-written envelopes; the first page is titled with the couple's names.
 */
export async function renderQrSheet(input: QrSheetDocumentInput): Promise<Buffer> {
  assertKnown(input.locale, LOCALES, 'locale');
  assertPrintableHouseholds(input.households);
  const theme = printTheme(input.wedding.customization, input.locale);
  const qrCodes = await householdQrCodes(input.households, theme.colors.qr);
  return renderQrSheetDocument(input, theme, qrCodes);
}

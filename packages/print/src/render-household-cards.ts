import { LOCALES, PRINT_CARD_KINDS, PRINT_CARD_SIZES } from '@wedding/core';
import { assertKnown } from './assert-known';
import { assertPrintableHouseholds } from './assert-printable-households';
import { type CardsDocumentInput, renderCardsDocument } from './cards/render-cards-document';
import { householdQrCodes } from './qr/household-qr-codes';
import { printTheme } from './theme/print-theme';

/**
 * Print-ready household cards: one page (A6 or A5, portrait) per household with its personal QR code, in the
 * wedding's colours and fonts, in one PDF.
 */
export async function renderHouseholdCards(input: CardsDocumentInput): Promise<Buffer> {
  assertKnown(input.kind, PRINT_CARD_KINDS, 'card kind');
  assertKnown(input.size, PRINT_CARD_SIZES, 'card size');
  assertKnown(input.locale, LOCALES, 'locale');
  assertPrintableHouseholds(input.households);
  const theme = printTheme(input.wedding.customization, input.locale);
  const qrCodes = await householdQrCodes(input.households, theme.colors.qr);
  return renderCardsDocument(input, theme, qrCodes);
}

import { formatCalendarDate, type Locale, type PrintCardKind } from '@wedding/core';
import { printText } from '../i18n/print-text';
import { type PrintTextPart, printTextParts } from '../i18n/print-text-parts';
import type { PrintWedding } from '../print-wedding';
import { addressOnItsOwnLine } from './address-on-its-own-line';

/** The texts every card of one print run shares, worked out once for all households. */
export interface CardWording {
  /** "Invitation", in capitals of the card's language (Turkish "DAVETİYE", not "DAVETIYE"). */
  label: string;
  coupleNames: string;
  announcement: string;
  date: string | null;
  venue: string | null;
  /** Invitations ask for an answer by the deadline; save-the-dates say the invitation follows. */
  closingLine: string | null;
  scanPrompt: string;
  /**
   * "or open {address} with the code {code}", split so that the address and the code can stand out; the
   * address stands on a line of its own (see addressOnItsOwnLine).
   */
  fallback: PrintTextPart[];
  documentTitle: string;
}

function closingLine(kind: PrintCardKind, locale: Locale, wedding: PrintWedding): string | null {
  const text = printText(locale);
  if (kind === 'saveTheDate') return text('saveTheDateFollowUp');
  if (!wedding.rsvpDeadline) return null;
  return text('replyBy', { date: formatCalendarDate(wedding.rsvpDeadline, locale, 'long') });
}

export function cardWording(kind: PrintCardKind, locale: Locale, wedding: PrintWedding): CardWording {
  const text = printText(locale);
  const heading = text(kind === 'saveTheDate' ? 'saveTheDateHeading' : 'invitationHeading');
  const coupleNames = text('coupleNames', {
    partner1: wedding.partner1.trim(),
    partner2: wedding.partner2.trim(),
  });
  return {
    // react-pdf's textTransform upper-cases without a locale, which turns Turkish i into I instead of İ.
    label: heading.toLocaleUpperCase(locale),
    coupleNames,
    announcement: text(kind === 'saveTheDate' ? 'saveTheDateAnnouncement' : 'invitationAnnouncement'),
    date: wedding.weddingDate ? formatCalendarDate(wedding.weddingDate, locale, 'full') : null,
    venue: wedding.venue?.trim() || null,
    closingLine: closingLine(kind, locale, wedding),
    scanPrompt: text('scanPrompt'),
    fallback: addressOnItsOwnLine(
      printTextParts(locale, 'fallbackAddress', {
        address: wedding.siteAddress.trim(),
        code: wedding.accessCode.trim(),
      }),
    ),
    documentTitle: `${heading}: ${coupleNames}`,
  };
}

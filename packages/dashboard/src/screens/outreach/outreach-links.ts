import { routeUrl } from '@wedding/api-client';
import {
  apiContract,
  type HouseholdAudience,
  type Locale,
  type PrintCardKind,
  type PrintCardSize,
} from '@wedding/core';

/** What a print run is for: the card, its paper, its language and the households. */
export interface PrintChoice {
  kind: PrintCardKind;
  size: PrintCardSize;
  locale: Locale;
  audience: HouseholdAudience;
  households: readonly string[];
}

/** The file endpoints the outreach screen links to: a household's QR code and the two PDFs. */
export interface OutreachLinks {
  householdQr: (householdId: string) => string;
  cards: (choice: PrintChoice) => string;
  qrSheet: (choice: Omit<PrintChoice, 'kind' | 'size'>) => string;
}

const chosen = (choice: Pick<PrintChoice, 'audience' | 'households'>) =>
  choice.audience === 'chosen' ? { households: choice.households.join(',') } : {};

export function outreachLinks(weddingId: string): OutreachLinks {
  return {
    householdQr: (householdId) =>
      routeUrl(apiContract.households.qrCode, { params: { weddingId, householdId } }),
    cards: (choice) =>
      routeUrl(apiContract.print.cards, {
        params: { weddingId },
        query: {
          kind: choice.kind,
          size: choice.size,
          locale: choice.locale,
          audience: choice.audience,
          ...chosen(choice),
        },
      }),
    qrSheet: (choice) =>
      routeUrl(apiContract.print.qrSheet, {
        params: { weddingId },
        query: { locale: choice.locale, audience: choice.audience, ...chosen(choice) },
      }),
  };
}

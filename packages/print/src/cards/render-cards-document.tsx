import { Document, renderToBuffer } from '@react-pdf/renderer';
import type { Locale, PrintCardKind, PrintCardSize } from '@wedding/core';
import type { PrintHousehold } from '../print-household';
import type { PrintWedding } from '../print-wedding';
import type { QrCodeImage } from '../qr/qr-code-image';
import type { PrintTheme } from '../theme/print-theme';
import { cardLayout } from './card-layout';
import { cardStyles } from './card-styles';
import { cardWording } from './card-wording';
import { HouseholdCard } from './HouseholdCard';
import { householdGreeting } from './household-greeting';

export interface CardsDocumentInput {
  kind: PrintCardKind;
  size: PrintCardSize;
  locale: Locale;
  wedding: PrintWedding;
  households: readonly PrintHousehold[];
}

/**
 * All cards of a print run as ONE document of one page per household: react-pdf then lays out, subsets and
 * embeds the fonts once (150 separate documents took four times as long). `qrCodes` holds each household's QR
 * code in the order of `households`; null prints the pages without codes (the bench's baseline).
 */
export function renderCardsDocument(
  { kind, size, locale, wedding, households }: CardsDocumentInput,
  theme: PrintTheme,
  qrCodes: readonly QrCodeImage[] | null,
): Promise<Buffer> {
  const layout = cardLayout(size);
  const styles = cardStyles(layout, theme);
  const wording = cardWording(kind, locale, wedding);
  return renderToBuffer(
    <Document title={wording.documentTitle} language={locale}>
      {households.map((household, index) => (
        <HouseholdCard
          key={household.id}
          layout={layout}
          styles={styles}
          wording={wording}
          greeting={householdGreeting(household, locale)}
          qrCode={qrCodes?.[index] ?? null}
        />
      ))}
    </Document>,
  );
}

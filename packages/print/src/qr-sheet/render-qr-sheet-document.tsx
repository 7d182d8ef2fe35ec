import { Document, renderToBuffer } from '@react-pdf/renderer';
import type { Locale } from '@wedding/core';
import { formatNameList } from '@wedding/core';
import { WholeWordsText } from '../components/WholeWordsText';
import { printText } from '../i18n/print-text';
import type { PrintHousehold } from '../print-household';
import type { PrintWedding } from '../print-wedding';
import { printableNames } from '../printable-names';
import type { QrCodeImage } from '../qr/qr-code-image';
import type { PrintTheme } from '../theme/print-theme';
import { QrSheetCell } from './QrSheetCell';
import { QrSheetPage } from './QrSheetPage';
import { qrSheetPages } from './qr-sheet-grid';
import { qrSheetStyles } from './qr-sheet-styles';

export interface QrSheetDocumentInput {
  locale: Locale;
  wedding: PrintWedding;
  households: readonly PrintHousehold[];
}

/** The QR sheet as one document: A4 pages of the grid, `qrCodes` in the order of `households`. */
export function renderQrSheetDocument(
  { locale, wedding, households }: QrSheetDocumentInput,
  theme: PrintTheme,
  qrCodes: readonly QrCodeImage[],
): Promise<Buffer> {
  const text = printText(locale);
  const styles = qrSheetStyles(theme);
  const couple = text('coupleNames', {
    partner1: wedding.partner1.trim(),
    partner2: wedding.partner2.trim(),
  });
  const title = text('qrSheetTitle', { couple });
  const cells = households.map((household, index) => {
    const names = printableNames(household);
    return {
      id: household.id,
      names: names.length > 0 ? formatNameList(names, locale) : text('householdWithoutNames'),
      qrCode: qrCodes[index]!,
    };
  });
  const pages = qrSheetPages(cells);
  return renderToBuffer(
    <Document title={title} language={locale}>
      {pages.map((page, pageIndex) => (
        <QrSheetPage
          key={page[0]?.id ?? pageIndex}
          styles={styles}
          header={
            pageIndex === 0 ? (
              <>
                <WholeWordsText style={styles.title}>{title}</WholeWordsText>
                <WholeWordsText style={styles.hint}>{text('qrSheetHint')}</WholeWordsText>
              </>
            ) : (
              <WholeWordsText style={styles.continuation}>{couple}</WholeWordsText>
            )
          }
          footer={text('pageOf', { page: pageIndex + 1, pages: pages.length })}
        >
          {page.map((cell) => (
            <QrSheetCell key={cell.id} styles={styles} names={cell.names} qrCode={cell.qrCode} />
          ))}
        </QrSheetPage>
      ))}
    </Document>,
  );
}

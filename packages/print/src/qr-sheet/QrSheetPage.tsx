import { Page, View } from '@react-pdf/renderer';
import type { ReactNode } from 'react';
import { WholeWordsText } from '../components/WholeWordsText';
import type { QrSheetStyles } from './qr-sheet-styles';

export interface QrSheetPageProps {
  styles: QrSheetStyles;
  /** The title and hint on the first page, the couple's names on the following ones. */
  header: ReactNode;
  footer: string;
  children: ReactNode;
}

/**
 * One A4 page of the QR sheet. The caller fills the grid (QR_SHEET_CELLS_PER_PAGE cells at most) and the
 * content is one block react-pdf may not break, so a page never spills onto the next. (Not `wrap={false}` on
 * the Page: react-pdf 4.9 then shrinks the page to the height of its content.)
 */
export function QrSheetPage({ styles, header, footer, children }: QrSheetPageProps) {
  return (
    <Page size="A4" orientation="portrait" style={styles.page}>
      <View wrap={false}>
        <View style={styles.header}>{header}</View>
        <View style={styles.grid}>{children}</View>
      </View>
      <WholeWordsText style={styles.footer} fixed>
        {footer}
      </WholeWordsText>
    </Page>
  );
}

import { Image, Page, View } from '@react-pdf/renderer';
import { WholeWordsText } from '../components/WholeWordsText';
import type { QrCodeImage } from '../qr/qr-code-image';
import { qrImageSide } from '../qr/qr-image-side';
import type { CardLayout } from './card-layout';
import type { CardStyles } from './card-styles';
import type { CardWording } from './card-wording';
import { coupleNamesFontSize } from './couple-names-font-size';
import { SiteFallback } from './SiteFallback';

export interface HouseholdCardProps {
  layout: CardLayout;
  styles: CardStyles;
  wording: CardWording;
  greeting: string | null;
  /** The household's QR code; null leaves its place empty (bench/cards.mjs times the pages alone). */
  qrCode: QrCodeImage | null;
}

/**
 * One household's card: one page, never more. Its content is one block that react-pdf may not break
 * (`wrap={false}`), so an overlong card cannot push its end onto a second page and every following household
 * off its own sheet. (Not `wrap={false}` on the Page itself: react-pdf 4.9 then shrinks the page to the height
 * of its content, whatever its size says.)
 */
export function HouseholdCard({ layout, styles, wording, greeting, qrCode }: HouseholdCardProps) {
  const namesSize = coupleNamesFontSize(wording.coupleNames, layout.fontSizes.coupleNames);
  const qrSide = qrCode ? qrImageSide(layout.qrCodeSide, qrCode.modules) : layout.qrCodeSide;
  return (
    <Page size={layout.size} orientation="portrait" style={styles.page}>
      {/* Fixed: drawn on the page outside the content's flow, so an overlong card cannot carry it onto a page of its own. */}
      <View style={styles.frame} fixed />
      <View style={styles.card} wrap={false}>
        <View style={styles.announcementBlock}>
          {greeting ? <WholeWordsText style={styles.greeting}>{greeting}</WholeWordsText> : null}
          <WholeWordsText style={styles.label}>{wording.label}</WholeWordsText>
          <WholeWordsText style={[styles.coupleNames, { fontSize: namesSize }]}>
            {wording.coupleNames}
          </WholeWordsText>
          <WholeWordsText style={styles.announcement}>{wording.announcement}</WholeWordsText>
          <View style={styles.divider} />
          {wording.date ? <WholeWordsText style={styles.date}>{wording.date}</WholeWordsText> : null}
          {wording.venue ? <WholeWordsText style={styles.venue}>{wording.venue}</WholeWordsText> : null}
          {wording.closingLine ? (
            <WholeWordsText style={styles.closingLine}>{wording.closingLine}</WholeWordsText>
          ) : null}
        </View>
        <View style={styles.codeBlock}>
          {qrCode ? (
            <Image src={{ data: qrCode.png, format: 'png' }} style={{ width: qrSide, height: qrSide }} />
          ) : (
            <View style={{ width: qrSide, height: qrSide }} />
          )}
          <WholeWordsText style={styles.scanPrompt}>{wording.scanPrompt}</WholeWordsText>
          <SiteFallback layout={layout} styles={styles} parts={wording.fallback} />
        </View>
      </View>
    </Page>
  );
}

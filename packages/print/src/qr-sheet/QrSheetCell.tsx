import { Image, View } from '@react-pdf/renderer';
import { WholeWordsText } from '../components/WholeWordsText';
import type { QrCodeImage } from '../qr/qr-code-image';
import { qrImageSide } from '../qr/qr-image-side';
import { namesFontSize } from './names-font-size';
import { QR_SHEET_MEASURES } from './qr-sheet-grid';
import type { QrSheetStyles } from './qr-sheet-styles';

export interface QrSheetCellProps {
  styles: QrSheetStyles;
  names: string;
  qrCode: QrCodeImage;
}

/** One household on the QR sheet: its code with its names underneath, inside dashed lines to cut along. */
export function QrSheetCell({ styles, names, qrCode }: QrSheetCellProps) {
  const side = qrImageSide(QR_SHEET_MEASURES.qrCodeSide, qrCode.modules);
  return (
    <View style={styles.cell} wrap={false}>
      <Image src={{ data: qrCode.png, format: 'png' }} style={{ width: side, height: side }} />
      <WholeWordsText style={[styles.names, { fontSize: namesFontSize(names) }]}>{names}</WholeWordsText>
    </View>
  );
}

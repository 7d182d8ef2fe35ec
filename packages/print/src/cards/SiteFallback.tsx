import { Text } from '@react-pdf/renderer';
import { WholeWordsText } from '../components/WholeWordsText';
import type { PrintTextPart } from '../i18n/print-text-parts';
import { addressFontSize } from './address-font-size';
import type { CardLayout } from './card-layout';
import type { CardStyles } from './card-styles';

export interface SiteFallbackProps {
  layout: CardLayout;
  styles: CardStyles;
  parts: readonly PrintTextPart[];
}

/** "or open <address> with the code <code>" for guests who do not scan: address and code in bold. */
export function SiteFallback({ layout, styles, parts }: SiteFallbackProps) {
  return (
    <WholeWordsText style={styles.fallback}>
      {parts.map((part) => {
        if (!part.placeholder) return part.text;
        const size =
          part.placeholder === 'address'
            ? addressFontSize(part.text, layout.fontSizes.fallback, layout.lineWidth)
            : layout.fontSizes.fallback;
        return (
          <Text key={part.offset} style={[styles.fallbackValue, { fontSize: size }]}>
            {part.text}
          </Text>
        );
      })}
    </WholeWordsText>
  );
}

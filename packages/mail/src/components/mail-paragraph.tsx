import { Text } from '@react-email/components';
import type { CSSProperties, ReactNode } from 'react';
import type { MailContext } from '../mail-context';

interface MailParagraphProps {
  context: MailContext;
  children: ReactNode;
  muted?: boolean;
  style?: CSSProperties;
}

/** Body text: 16 px with generous leading, the size phones show without zooming. */
export function MailParagraph({ context, children, muted = false, style }: MailParagraphProps) {
  const { colors } = context.theme;
  return (
    <Text
      style={{
        color: muted ? colors.textMuted : colors.text,
        fontSize: '16px',
        lineHeight: '26px',
        margin: '0 0 16px',
        ...style,
      }}
    >
      {children}
    </Text>
  );
}

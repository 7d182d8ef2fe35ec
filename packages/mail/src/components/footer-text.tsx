import { Text } from '@react-email/components';
import type { ReactNode } from 'react';
import type { MailContext } from '../mail-context';

/** Small print under the card, in the muted colour that keeps 4.5:1 on the page. */
export function FooterText({ context, children }: { context: MailContext; children: ReactNode }) {
  return (
    <Text
      style={{
        color: context.theme.colors.textMuted,
        fontSize: '13px',
        lineHeight: '20px',
        margin: '0 0 8px',
        textAlign: 'center',
      }}
    >
      {children}
    </Text>
  );
}

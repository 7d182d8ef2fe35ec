import { Body, Container, Head, Html, Preview, Section } from '@react-email/components';
import type { ReactNode } from 'react';
import type { MailContext } from '../mail-context';

interface MailLayoutProps {
  context: MailContext;
  /** The line inbox lists show after the subject. */
  preview: string;
  children: ReactNode;
  /** Below the card: why the reader got this email and the links that go with that. */
  footer: ReactNode;
}

/** The frame of every email: a centred card on a tinted page, 560 px at most so it reads well on any phone. */
export function MailLayout({ context, preview, children, footer }: MailLayoutProps) {
  const { colors, fonts } = context.theme;
  return (
    <Html lang={context.locale} dir="ltr">
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* The colours are chosen for light mode; this asks clients not to invert them in dark mode. */}
        <meta name="color-scheme" content="light" />
        <meta name="supported-color-schemes" content="light" />
      </Head>
      <Preview>{preview}</Preview>
      <Body
        style={{
          backgroundColor: colors.page,
          color: colors.text,
          fontFamily: fonts.body,
          margin: 0,
          padding: '24px 12px',
        }}
      >
        <Container
          style={{
            maxWidth: '560px',
            backgroundColor: colors.card,
            borderTop: `6px solid ${colors.accent}`,
            borderRadius: '12px',
          }}
        >
          <Section style={{ padding: '32px 24px' }}>{children}</Section>
        </Container>
        <Container style={{ maxWidth: '560px' }}>
          <Section style={{ padding: '16px 24px 0' }}>{footer}</Section>
        </Container>
      </Body>
    </Html>
  );
}

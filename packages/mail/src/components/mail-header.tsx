import { Heading, Section, Text } from '@react-email/components';
import type { MailContext } from '../mail-context';

interface MailHeaderProps {
  context: MailContext;
  /** A short line above the title saying what kind of email this is. */
  eyebrow?: string;
  title: string;
  /** A line below the title, e.g. the wedding day. */
  subtitle?: string | null;
}

/** The centred top of the card: what the email is, then its title in the theme's heading style. */
export function MailHeader({ context, eyebrow, title, subtitle }: MailHeaderProps) {
  const { colors, fonts } = context.theme;
  return (
    <Section style={{ textAlign: 'center', margin: '0 0 24px' }}>
      {eyebrow ? (
        <Text
          style={{
            color: colors.textMuted,
            fontSize: '14px',
            letterSpacing: '0.08em',
            lineHeight: '20px',
            margin: '0 0 8px',
          }}
        >
          {eyebrow}
        </Text>
      ) : null}
      <Heading
        as="h1"
        style={{
          color: colors.text,
          fontFamily: fonts.heading,
          fontSize: '30px',
          fontWeight: 600,
          lineHeight: '38px',
          margin: 0,
        }}
      >
        {title}
      </Heading>
      {subtitle ? (
        <Text style={{ color: colors.text, fontSize: '18px', lineHeight: '26px', margin: '8px 0 0' }}>
          {subtitle}
        </Text>
      ) : null}
    </Section>
  );
}

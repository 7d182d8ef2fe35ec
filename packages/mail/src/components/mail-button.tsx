import { Button, Link, Section, Text } from '@react-email/components';
import type { MailContext } from '../mail-context';

interface MailButtonProps {
  context: MailContext;
  href: string;
  label: string;
}

/**
 * The email's one action: a link drawn as a button in the theme's primary colour, with the address written out
 * below for clients that strip styles. The plain-text part already shows the address beside the label, so the
 * written-out line is left out of it.
 */
export function MailButton({ context, href, label }: MailButtonProps) {
  const { colors } = context.theme;
  return (
    <Section style={{ margin: '8px 0 24px', textAlign: 'center' }}>
      <Button
        href={href}
        style={{
          backgroundColor: colors.primary,
          borderRadius: '8px',
          color: colors.onPrimary,
          display: 'inline-block',
          fontSize: '16px',
          fontWeight: 600,
          lineHeight: '20px',
          padding: '14px 28px',
          textDecoration: 'none',
        }}
      >
        {label}
      </Button>
      <Text
        data-skip-in-text="true"
        style={{ color: colors.textMuted, fontSize: '13px', lineHeight: '20px', margin: '16px 0 0' }}
      >
        {context.text('common', 'buttonFallback')}
        <br />
        <Link
          href={href}
          style={{ color: colors.textMuted, textDecoration: 'underline', wordBreak: 'break-all' }}
        >
          {href}
        </Link>
      </Text>
    </Section>
  );
}

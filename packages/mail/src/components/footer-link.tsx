import { Link } from '@react-email/components';
import type { ReactNode } from 'react';
import type { MailContext } from '../mail-context';

/** A link in the small print: underlined, since colour alone would not mark it. */
export function FooterLink({
  context,
  href,
  children,
}: {
  context: MailContext;
  href: string;
  children: ReactNode;
}) {
  return (
    <Link href={href} style={{ color: context.theme.colors.textMuted, textDecoration: 'underline' }}>
      {children}
    </Link>
  );
}

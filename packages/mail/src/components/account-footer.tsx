import type { MailContext } from '../mail-context';
import { FooterText } from './footer-text';

/** Account emails cannot be unsubscribed from: they are what keeps the account reachable and safe. */
export function AccountFooter({ context }: { context: MailContext }) {
  return <FooterText context={context}>{context.text('common', 'accountFooter')}</FooterText>;
}

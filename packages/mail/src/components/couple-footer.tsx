import type { MailContext } from '../mail-context';
import { FooterLink } from './footer-link';
import { FooterText } from './footer-text';

/**
 * Notices to the couple: why they get them and where they change that. No unsubscribe link, because the
 * setting lives in their dashboard, not behind a guest's token.
 */
export function CoupleFooter({ context, siteUrl }: { context: MailContext; siteUrl: string }) {
  const { text } = context;
  return (
    <>
      <FooterText context={context}>{text('common', 'coupleFooter')}</FooterText>
      <FooterText context={context}>
        <FooterLink context={context} href={siteUrl}>
          {text('common', 'weddingSite')}
        </FooterLink>
      </FooterText>
    </>
  );
}

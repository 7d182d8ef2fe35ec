import type { MailContext } from '../mail-context';
import { FooterLink } from './footer-link';
import { FooterText } from './footer-text';

interface GuestFooterProps {
  context: MailContext;
  siteUrl: string;
  unsubscribeUrl: string;
}

/** Every email to a guest shows where it comes from and a visible way to stop them. */
export function GuestFooter({ context, siteUrl, unsubscribeUrl }: GuestFooterProps) {
  const { text } = context;
  return (
    <>
      <FooterText context={context}>
        <FooterLink context={context} href={siteUrl}>
          {text('common', 'weddingSite')}
        </FooterLink>
      </FooterText>
      <FooterText context={context}>
        {text('common', 'unsubscribeQuestion')}{' '}
        <FooterLink context={context} href={unsubscribeUrl}>
          {text('common', 'unsubscribe')}
        </FooterLink>
      </FooterText>
    </>
  );
}

import { HouseholdLinkMail } from '../components/household-link-mail';
import { coupleNames } from '../format/couple-names';
import type { MailTemplate, MailTemplateProps } from './mail-template';

/** Invites a household: its personal link opens the site (no access code to type) where it answers. */
function InvitationEmail({ content, context }: MailTemplateProps<'invitation'>) {
  return <HouseholdLinkMail content={content} context={context} showDeadline={true} />;
}

export const invitationMail: MailTemplate<'invitation'> = {
  subject: (content, { text, locale }) =>
    text('invitation', 'subject', { couple: coupleNames(content.wedding, locale, text) }),
  Email: InvitationEmail,
};

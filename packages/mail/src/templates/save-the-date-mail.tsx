import { HouseholdLinkMail } from '../components/household-link-mail';
import { coupleNames } from '../format/couple-names';
import type { MailTemplate, MailTemplateProps } from './mail-template';

/** Tells a household the day early; the invitation with the details follows later. */
function SaveTheDateEmail({ content, context }: MailTemplateProps<'saveTheDate'>) {
  return <HouseholdLinkMail content={content} context={context} showDeadline={false} />;
}

export const saveTheDateMail: MailTemplate<'saveTheDate'> = {
  subject: (content, { text, locale }) =>
    text('saveTheDate', 'subject', { couple: coupleNames(content.wedding, locale, text) }),
  Email: SaveTheDateEmail,
};

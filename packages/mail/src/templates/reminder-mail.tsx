import { HouseholdLinkMail } from '../components/household-link-mail';
import { coupleNames } from '../format/couple-names';
import type { MailTemplate, MailTemplateProps } from './mail-template';

/** Asks a household that has not answered yet to answer before the deadline. */
function ReminderEmail({ content, context }: MailTemplateProps<'reminder'>) {
  return <HouseholdLinkMail content={content} context={context} showDeadline={true} />;
}

export const reminderMail: MailTemplate<'reminder'> = {
  subject: (content, { text, locale }) =>
    text('reminder', 'subject', { couple: coupleNames(content.wedding, locale, text) }),
  Email: ReminderEmail,
};

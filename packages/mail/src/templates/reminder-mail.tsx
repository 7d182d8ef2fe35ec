import { formatCalendarDate } from '@wedding/core';
import { Greeting } from '../components/greeting';
import { GuestFooter } from '../components/guest-footer';
import { MailButton } from '../components/mail-button';
import { MailHeader } from '../components/mail-header';
import { MailLayout } from '../components/mail-layout';
import { MailParagraph } from '../components/mail-paragraph';
import { RsvpDeadlineLine } from '../components/rsvp-deadline-line';
import { SignOff } from '../components/sign-off';
import { coupleNames } from '../format/couple-names';
import type { MailTemplate, MailTemplateProps } from './mail-template';

/** Asks a household that has not answered yet to answer before the deadline. */
function ReminderEmail({ content, context }: MailTemplateProps<'reminder'>) {
  const { text, locale } = context;
  const { wedding } = content;
  const couple = coupleNames(wedding, locale, text);
  return (
    <MailLayout
      context={context}
      preview={text('reminder', 'preview')}
      footer={
        <GuestFooter context={context} siteUrl={wedding.siteUrl} unsubscribeUrl={content.unsubscribeUrl} />
      }
    >
      <MailHeader
        context={context}
        eyebrow={text('reminder', 'eyebrow')}
        title={couple}
        subtitle={wedding.weddingDate ? formatCalendarDate(wedding.weddingDate, locale) : null}
      />
      <Greeting context={context} name={content.recipientName} />
      <MailParagraph context={context}>{text('reminder', 'intro')}</MailParagraph>
      <RsvpDeadlineLine context={context} wedding={wedding} />
      <MailButton context={context} href={content.link} label={text('reminder', 'button')} />
      <SignOff context={context} couple={couple} />
    </MailLayout>
  );
}

export const reminderMail: MailTemplate<'reminder'> = {
  subject: (content, { text, locale }) =>
    text('reminder', 'subject', { couple: coupleNames(content.wedding, locale, text) }),
  Email: ReminderEmail,
};

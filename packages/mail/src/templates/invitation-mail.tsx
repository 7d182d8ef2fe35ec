import { formatCalendarDate } from '@wedding/core';
import { Greeting } from '../components/greeting';
import { GuestFooter } from '../components/guest-footer';
import { MailButton } from '../components/mail-button';
import { MailHeader } from '../components/mail-header';
import { MailLayout } from '../components/mail-layout';
import { MailParagraph } from '../components/mail-paragraph';
import { PersonalNote } from '../components/personal-note';
import { RsvpDeadlineLine } from '../components/rsvp-deadline-line';
import { SignOff } from '../components/sign-off';
import { coupleNames } from '../format/couple-names';
import type { MailTemplate, MailTemplateProps } from './mail-template';

/** Invites a household: its personal link opens the site (no access code to type) where it answers. */
function InvitationEmail({ content, context }: MailTemplateProps<'invitation'>) {
  const { text, locale } = context;
  const { wedding } = content;
  const couple = coupleNames(wedding, locale, text);
  return (
    <MailLayout
      context={context}
      preview={text('invitation', 'preview')}
      footer={
        <GuestFooter context={context} siteUrl={wedding.siteUrl} unsubscribeUrl={content.unsubscribeUrl} />
      }
    >
      <MailHeader
        context={context}
        eyebrow={text('invitation', 'eyebrow')}
        title={couple}
        subtitle={wedding.weddingDate ? formatCalendarDate(wedding.weddingDate, locale) : null}
      />
      <Greeting context={context} name={content.recipientName} />
      <MailParagraph context={context}>{text('invitation', 'intro')}</MailParagraph>
      <PersonalNote context={context} note={content.note} />
      <RsvpDeadlineLine context={context} wedding={wedding} />
      <MailButton context={context} href={content.link} label={text('invitation', 'button')} />
      <SignOff context={context} couple={couple} />
    </MailLayout>
  );
}

export const invitationMail: MailTemplate<'invitation'> = {
  subject: (content, { text, locale }) =>
    text('invitation', 'subject', { couple: coupleNames(content.wedding, locale, text) }),
  Email: InvitationEmail,
};

import { formatCalendarDate } from '@wedding/core';
import { Greeting } from '../components/greeting';
import { GuestFooter } from '../components/guest-footer';
import { MailButton } from '../components/mail-button';
import { MailHeader } from '../components/mail-header';
import { MailLayout } from '../components/mail-layout';
import { MailParagraph } from '../components/mail-paragraph';
import { PersonalNote } from '../components/personal-note';
import { SignOff } from '../components/sign-off';
import { coupleNames } from '../format/couple-names';
import type { MailTemplate, MailTemplateProps } from './mail-template';

/** Tells a household the day early; the invitation with the details follows later. */
function SaveTheDateEmail({ content, context }: MailTemplateProps<'saveTheDate'>) {
  const { text, locale } = context;
  const { wedding } = content;
  const couple = coupleNames(wedding, locale, text);
  return (
    <MailLayout
      context={context}
      preview={text('saveTheDate', 'preview')}
      footer={
        <GuestFooter context={context} siteUrl={wedding.siteUrl} unsubscribeUrl={content.unsubscribeUrl} />
      }
    >
      <MailHeader
        context={context}
        eyebrow={text('saveTheDate', 'eyebrow')}
        title={couple}
        subtitle={wedding.weddingDate ? formatCalendarDate(wedding.weddingDate, locale) : null}
      />
      <Greeting context={context} name={content.recipientName} />
      <MailParagraph context={context}>{text('saveTheDate', 'intro')}</MailParagraph>
      <PersonalNote context={context} note={content.note} />
      <MailButton context={context} href={content.link} label={text('saveTheDate', 'button')} />
      <SignOff context={context} couple={couple} />
    </MailLayout>
  );
}

export const saveTheDateMail: MailTemplate<'saveTheDate'> = {
  subject: (content, { text, locale }) =>
    text('saveTheDate', 'subject', { couple: coupleNames(content.wedding, locale, text) }),
  Email: SaveTheDateEmail,
};

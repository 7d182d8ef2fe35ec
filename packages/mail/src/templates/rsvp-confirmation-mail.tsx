import type { AttendanceStatus } from '@wedding/core';
import { formatCalendarDate } from '@wedding/core';
import { AnswerSummary } from '../components/answer-summary';
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

const TEXT_KEYS_BY_ATTENDANCE = {
  attending: { preview: 'previewAttending', intro: 'introAttending' },
  not_attending: { preview: 'previewNotAttending', intro: 'introNotAttending' },
  maybe: { preview: 'previewMaybe', intro: 'introMaybe' },
} as const satisfies Record<AttendanceStatus, { preview: string; intro: string }>;

/** Confirms a guest's answer as recorded, with the private link to change it. */
function RsvpConfirmationEmail({ content, context }: MailTemplateProps<'rsvpConfirmation'>) {
  const { text, locale } = context;
  const { wedding, answer } = content;
  const couple = coupleNames(wedding, locale, text);
  const keys = TEXT_KEYS_BY_ATTENDANCE[answer.attendance];
  return (
    <MailLayout
      context={context}
      preview={text('rsvpConfirmation', keys.preview)}
      footer={
        <GuestFooter context={context} siteUrl={wedding.siteUrl} unsubscribeUrl={content.unsubscribeUrl} />
      }
    >
      <MailHeader
        context={context}
        eyebrow={text('rsvpConfirmation', 'eyebrow')}
        title={couple}
        subtitle={wedding.weddingDate ? formatCalendarDate(wedding.weddingDate, locale) : null}
      />
      <Greeting context={context} name={content.recipientName} />
      <MailParagraph context={context}>{text('rsvpConfirmation', keys.intro)}</MailParagraph>
      {/* Someone still unsure needs the last day to decide by. */}
      {answer.attendance === 'maybe' ? <RsvpDeadlineLine context={context} wedding={wedding} /> : null}
      <AnswerSummary context={context} answer={answer} heading={text('rsvpConfirmation', 'summaryHeading')} />
      <MailParagraph context={context}>{text('rsvpConfirmation', 'change')}</MailParagraph>
      <MailButton context={context} href={content.manageUrl} label={text('rsvpConfirmation', 'button')} />
      <MailParagraph context={context} muted style={{ fontSize: '14px', lineHeight: '22px' }}>
        {text('rsvpConfirmation', 'privateLink')}
      </MailParagraph>
      <SignOff context={context} couple={couple} />
    </MailLayout>
  );
}

export const rsvpConfirmationMail: MailTemplate<'rsvpConfirmation'> = {
  subject: (content, { text, locale }) =>
    text('rsvpConfirmation', 'subject', { couple: coupleNames(content.wedding, locale, text) }),
  Email: RsvpConfirmationEmail,
};

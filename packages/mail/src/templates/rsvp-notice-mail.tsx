import type { AttendanceStatus } from '@wedding/core';
import { AnswerSummary } from '../components/answer-summary';
import { CoupleFooter } from '../components/couple-footer';
import { MailButton } from '../components/mail-button';
import { MailHeader } from '../components/mail-header';
import { MailLayout } from '../components/mail-layout';
import { MailParagraph } from '../components/mail-paragraph';
import { coupleNames } from '../format/couple-names';
import type { MailTemplate, MailTemplateProps } from './mail-template';

const TEXT_KEYS_BY_ATTENDANCE = {
  attending: { subject: 'subjectAttending', intro: 'introAttending' },
  not_attending: { subject: 'subjectNotAttending', intro: 'introNotAttending' },
  maybe: { subject: 'subjectMaybe', intro: 'introMaybe' },
} as const satisfies Record<AttendanceStatus, { subject: string; intro: string }>;

/** Tells the couple at once who answered and how, with the guest's message. */
function RsvpNoticeEmail({ content, context }: MailTemplateProps<'rsvpNotice'>) {
  const { text, locale } = context;
  const { wedding, answer } = content;
  const name = answer.respondentName;
  return (
    <MailLayout
      context={context}
      preview={text('rsvpNotice', 'preview', { name })}
      footer={<CoupleFooter context={context} siteUrl={wedding.siteUrl} />}
    >
      <MailHeader
        context={context}
        eyebrow={coupleNames(wedding, locale, text)}
        title={text('rsvpNotice', 'heading')}
      />
      <MailParagraph context={context}>
        {text('rsvpNotice', TEXT_KEYS_BY_ATTENDANCE[answer.attendance].intro, { name })}
      </MailParagraph>
      <AnswerSummary context={context} answer={answer} />
      <MailButton context={context} href={content.dashboardUrl} label={text('common', 'dashboardButton')} />
    </MailLayout>
  );
}

export const rsvpNoticeMail: MailTemplate<'rsvpNotice'> = {
  subject: ({ answer }, { text }) =>
    text('rsvpNotice', TEXT_KEYS_BY_ATTENDANCE[answer.attendance].subject, { name: answer.respondentName }),
  Email: RsvpNoticeEmail,
};

import { Heading, Section } from '@react-email/components';
import { formatCalendarDate } from '@wedding/core';
import { AnswerTable } from '../components/answer-table';
import { CoupleFooter } from '../components/couple-footer';
import { MailButton } from '../components/mail-button';
import { MailHeader } from '../components/mail-header';
import { MailLayout } from '../components/mail-layout';
import { MailParagraph } from '../components/mail-paragraph';
import { coupleNames } from '../format/couple-names';
import { formatCount } from '../format/format-count';
import { rsvpTotals } from '../logic/rsvp-totals';
import type { MailTemplate, MailTemplateProps } from './mail-template';

/** The couple's daily summary (for those who chose it over a notice per answer): every answer and the totals. */
function RsvpDigestEmail({ content, context }: MailTemplateProps<'rsvpDigest'>) {
  const { text, locale, theme } = context;
  const { wedding, answers } = content;
  const day = formatCalendarDate(content.day, locale);
  const totals = rsvpTotals(answers);
  return (
    <MailLayout
      context={context}
      preview={text('rsvpDigest', 'preview', { day })}
      footer={<CoupleFooter context={context} siteUrl={wedding.siteUrl} />}
    >
      <MailHeader
        context={context}
        eyebrow={coupleNames(wedding, locale, text)}
        title={text('rsvpDigest', 'heading', { day })}
      />
      {answers.length === 0 ? (
        <MailParagraph context={context}>{text('rsvpDigest', 'none')}</MailParagraph>
      ) : (
        <>
          <MailParagraph context={context}>{text('rsvpDigest', 'intro', { day })}</MailParagraph>
          <AnswerTable context={context} answers={answers} />
          <Section style={{ margin: '0 0 16px' }}>
            <Heading
              as="h2"
              style={{ color: theme.colors.text, fontSize: '18px', lineHeight: '26px', margin: '0 0 8px' }}
            >
              {text('rsvpDigest', 'totalsHeading')}
            </Heading>
            <MailParagraph context={context} style={{ margin: '0 0 4px' }}>
              {text('rsvpDigest', 'totalAttending', { count: formatCount(totals.attendingPeople, locale) })}
            </MailParagraph>
            <MailParagraph context={context} style={{ margin: '0 0 4px' }}>
              {text('rsvpDigest', 'totalMaybe', { count: formatCount(totals.maybePeople, locale) })}
            </MailParagraph>
            <MailParagraph context={context} style={{ margin: '0 0 4px' }}>
              {text('rsvpDigest', 'totalDeclined', { count: formatCount(totals.declinedAnswers, locale) })}
            </MailParagraph>
          </Section>
        </>
      )}
      <MailButton context={context} href={content.dashboardUrl} label={text('common', 'dashboardButton')} />
    </MailLayout>
  );
}

export const rsvpDigestMail: MailTemplate<'rsvpDigest'> = {
  subject: (content, { text, locale }) =>
    text('rsvpDigest', 'subject', {
      day: formatCalendarDate(content.day, locale),
      count: formatCount(content.answers.length, locale),
    }),
  Email: RsvpDigestEmail,
};

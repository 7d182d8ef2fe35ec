import { Heading, Section, Text } from '@react-email/components';
import { formatNameList } from '@wedding/core';
import type { ReactNode } from 'react';
import { attendanceLabel } from '../format/attendance-label';
import { formatCount } from '../format/format-count';
import type { RsvpAnswerSummary } from '../mail-content';
import type { MailContext } from '../mail-context';
import { PlainTextParagraphs } from './plain-text-paragraphs';

interface AnswerSummaryProps {
  context: MailContext;
  answer: RsvpAnswerSummary;
  heading?: string;
}

interface SummaryLineProps {
  context: MailContext;
  label: string;
  children?: ReactNode;
}

function SummaryLine({ context, label, children }: SummaryLineProps) {
  return (
    <Text
      style={{ color: context.theme.colors.text, fontSize: '16px', lineHeight: '24px', margin: '0 0 8px' }}
    >
      <strong>{label}:</strong>
      {children === undefined ? null : <> {children}</>}
    </Text>
  );
}

/** One RSVP as given: attendance, how many, who, and the guest's message in their own words. */
export function AnswerSummary({ context, answer, heading }: AnswerSummaryProps) {
  const { text, theme, locale } = context;
  const names = answer.names.map((name) => name.trim()).filter((name) => name !== '');
  const message = answer.message?.trim();
  return (
    <Section
      style={{
        backgroundColor: theme.colors.panel,
        borderRadius: '8px',
        margin: '0 0 24px',
        padding: '16px 20px',
      }}
    >
      {heading ? (
        <Heading
          as="h2"
          style={{ color: theme.colors.text, fontSize: '18px', lineHeight: '26px', margin: '0 0 12px' }}
        >
          {heading}
        </Heading>
      ) : null}
      <SummaryLine context={context} label={text('answer', 'attendanceLabel')}>
        {attendanceLabel(answer.attendance, text)}
      </SummaryLine>
      <SummaryLine context={context} label={text('answer', 'peopleLabel')}>
        {formatCount(answer.numberOfGuests, locale)}
      </SummaryLine>
      {names.length > 0 ? (
        <SummaryLine context={context} label={text('answer', 'namesLabel')}>
          {formatNameList(names, locale)}
        </SummaryLine>
      ) : null}
      {message ? (
        <>
          <SummaryLine context={context} label={text('answer', 'messageLabel')} />
          <PlainTextParagraphs context={context} text={message} italic />
        </>
      ) : null}
    </Section>
  );
}

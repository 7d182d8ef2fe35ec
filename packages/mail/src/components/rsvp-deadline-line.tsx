import { formatCalendarDate } from '@wedding/core';
import type { MailWedding } from '../mail-content';
import type { MailContext } from '../mail-context';
import { MailParagraph } from './mail-paragraph';

/** "Bitte antworte bis zum 1. Mai 2027.", shown only when the couple set a deadline. */
export function RsvpDeadlineLine({ context, wedding }: { context: MailContext; wedding: MailWedding }) {
  if (!wedding.rsvpDeadline) return null;
  const date = formatCalendarDate(wedding.rsvpDeadline, context.locale);
  return (
    <MailParagraph context={context} style={{ fontWeight: 600 }}>
      {context.text('common', 'rsvpDeadline', { date })}
    </MailParagraph>
  );
}

import { formatCalendarDate, type MailKind } from '@wedding/core';
import { coupleNames } from '../format/couple-names';
import type { MailContent } from '../mail-content';
import type { MailContext } from '../mail-context';
import { Greeting } from './greeting';
import { GuestFooter } from './guest-footer';
import { MailButton } from './mail-button';
import { MailHeader } from './mail-header';
import { MailLayout } from './mail-layout';
import { MailParagraph } from './mail-paragraph';
import { PersonalNote } from './personal-note';
import { RsvpDeadlineLine } from './rsvp-deadline-line';
import { SignOff } from './sign-off';

type HouseholdLinkKind = Extract<MailKind, 'saveTheDate' | 'invitation' | 'reminder'>;

/**
 * The emails that bring a household its personal link (save the date, invitation, reminder): the couple and the day,
 * a greeting, the kind's own lines, the couple's note where it wrote one, the deadline where the kind asks for an
 * answer, and the link as the one button.
 */
export function HouseholdLinkMail({
  content,
  context,
  showDeadline,
}: {
  content: Extract<MailContent, { kind: HouseholdLinkKind }>;
  context: MailContext;
  showDeadline: boolean;
}) {
  const { text, locale } = context;
  const { wedding, kind } = content;
  const couple = coupleNames(wedding, locale, text);
  return (
    <MailLayout
      context={context}
      preview={text(kind, 'preview')}
      footer={
        <GuestFooter context={context} siteUrl={wedding.siteUrl} unsubscribeUrl={content.unsubscribeUrl} />
      }
    >
      <MailHeader
        context={context}
        eyebrow={text(kind, 'eyebrow')}
        title={couple}
        subtitle={wedding.weddingDate ? formatCalendarDate(wedding.weddingDate, locale) : null}
      />
      <Greeting context={context} name={content.recipientName} />
      <MailParagraph context={context}>{text(kind, 'intro')}</MailParagraph>
      {'note' in content ? <PersonalNote context={context} note={content.note} /> : null}
      {showDeadline ? <RsvpDeadlineLine context={context} wedding={wedding} /> : null}
      <MailButton context={context} href={content.link} label={text(kind, 'button')} />
      <SignOff context={context} couple={couple} />
    </MailLayout>
  );
}

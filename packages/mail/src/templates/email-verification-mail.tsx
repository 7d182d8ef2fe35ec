import { AccountFooter } from '../components/account-footer';
import { Greeting } from '../components/greeting';
import { MailButton } from '../components/mail-button';
import { MailHeader } from '../components/mail-header';
import { MailLayout } from '../components/mail-layout';
import { MailParagraph } from '../components/mail-paragraph';
import { formatDuration } from '../format/format-duration';
import type { MailTemplate, MailTemplateProps } from './mail-template';

/** Asks an account holder to prove the address is theirs (sending to guests needs a verified address). */
function EmailVerificationEmail({ content, context }: MailTemplateProps<'emailVerification'>) {
  const { text, locale } = context;
  const duration = formatDuration(content.expiresInHours, 'hour', locale);
  return (
    <MailLayout
      context={context}
      preview={text('emailVerification', 'preview')}
      footer={<AccountFooter context={context} />}
    >
      <MailHeader context={context} title={text('emailVerification', 'heading')} />
      <Greeting context={context} name={content.userName} />
      <MailParagraph context={context}>{text('emailVerification', 'intro')}</MailParagraph>
      <MailButton context={context} href={content.verifyUrl} label={text('emailVerification', 'button')} />
      <MailParagraph context={context} muted>
        {text('common', 'linkExpiry', { duration })}
      </MailParagraph>
      <MailParagraph context={context} muted>
        {text('emailVerification', 'ignore')}
      </MailParagraph>
    </MailLayout>
  );
}

export const emailVerificationMail: MailTemplate<'emailVerification'> = {
  subject: (_content, { text }) => text('emailVerification', 'subject'),
  Email: EmailVerificationEmail,
};

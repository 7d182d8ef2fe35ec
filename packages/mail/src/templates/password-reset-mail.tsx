import { AccountFooter } from '../components/account-footer';
import { Greeting } from '../components/greeting';
import { MailButton } from '../components/mail-button';
import { MailHeader } from '../components/mail-header';
import { MailLayout } from '../components/mail-layout';
import { MailParagraph } from '../components/mail-paragraph';
import { formatDuration } from '../format/format-duration';
import type { MailTemplate, MailTemplateProps } from './mail-template';

/** The link to set a new password; says plainly what to do if the reader did not ask for it. */
function PasswordResetEmail({ content, context }: MailTemplateProps<'passwordReset'>) {
  const { text, locale } = context;
  const duration = formatDuration(content.expiresInMinutes, 'minute', locale);
  return (
    <MailLayout
      context={context}
      preview={text('passwordReset', 'preview')}
      footer={<AccountFooter context={context} />}
    >
      <MailHeader context={context} title={text('passwordReset', 'heading')} />
      <Greeting context={context} name={content.userName} />
      <MailParagraph context={context}>{text('passwordReset', 'intro')}</MailParagraph>
      <MailButton context={context} href={content.resetUrl} label={text('passwordReset', 'button')} />
      <MailParagraph context={context} muted>
        {text('common', 'linkExpiry', { duration })}
      </MailParagraph>
      <MailParagraph context={context} muted>
        {text('passwordReset', 'ignore')}
      </MailParagraph>
    </MailLayout>
  );
}

export const passwordResetMail: MailTemplate<'passwordReset'> = {
  subject: (_content, { text }) => text('passwordReset', 'subject'),
  Email: PasswordResetEmail,
};

import type { MailKind } from '@wedding/core';
import { emailVerificationMail } from './email-verification-mail';
import { invitationMail } from './invitation-mail';
import type { MailTemplate } from './mail-template';
import { passwordResetMail } from './password-reset-mail';
import { reminderMail } from './reminder-mail';
import { rsvpConfirmationMail } from './rsvp-confirmation-mail';
import { rsvpDigestMail } from './rsvp-digest-mail';
import { rsvpNoticeMail } from './rsvp-notice-mail';
import { saveTheDateMail } from './save-the-date-mail';

/** Every kind's template; the mapped type makes a new kind in MAIL_KINDS fail to compile until it has one. */
export const MAIL_TEMPLATES: { readonly [Kind in MailKind]: MailTemplate<Kind> } = {
  saveTheDate: saveTheDateMail,
  invitation: invitationMail,
  reminder: reminderMail,
  rsvpConfirmation: rsvpConfirmationMail,
  rsvpNotice: rsvpNoticeMail,
  rsvpDigest: rsvpDigestMail,
  emailVerification: emailVerificationMail,
  passwordReset: passwordResetMail,
};

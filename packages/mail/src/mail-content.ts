import type { AttendanceStatus } from '@wedding/core';

/** The wedding as every wedding email shows it. */
export interface MailWedding {
  partner1: string;
  partner2: string;
  /** Calendar date 'YYYY-MM-DD'. */
  weddingDate: string | null;
  /** Calendar date 'YYYY-MM-DD': the last day guests can answer. */
  rsvpDeadline: string | null;
  /** Absolute URL of the wedding site. */
  siteUrl: string;
  /** The wedding's stored customization JSON, read leniently for its theme colours. */
  customization: unknown;
}

/** One RSVP as the guest gave it. */
export type RsvpAnswerSummary = {
  respondentName: string;
  attendance: AttendanceStatus;
  numberOfGuests: number;
  names: string[];
  message: string | null;
};

/**
 * What one email says, by kind. Guest emails carry the household's personal `link` (it opens the site without the
 * access code) and an `unsubscribeUrl`; `note` is the couple's own plain text (user input, never HTML).
 */
export type MailContent =
  | {
      kind: 'saveTheDate';
      wedding: MailWedding;
      recipientName: string;
      link: string;
      unsubscribeUrl: string;
      note: string | null;
    }
  | {
      kind: 'invitation';
      wedding: MailWedding;
      recipientName: string;
      link: string;
      unsubscribeUrl: string;
      note: string | null;
    }
  | { kind: 'reminder'; wedding: MailWedding; recipientName: string; link: string; unsubscribeUrl: string }
  | {
      kind: 'rsvpConfirmation';
      wedding: MailWedding;
      recipientName: string;
      answer: RsvpAnswerSummary;
      /** The guest's private link to change the answer. */
      manageUrl: string;
      unsubscribeUrl: string;
    }
  | { kind: 'rsvpNotice'; wedding: MailWedding; answer: RsvpAnswerSummary; dashboardUrl: string }
  | {
      kind: 'rsvpDigest';
      wedding: MailWedding;
      /** Calendar date 'YYYY-MM-DD' the answers arrived on. */
      day: string;
      answers: RsvpAnswerSummary[];
      dashboardUrl: string;
    }
  | { kind: 'emailVerification'; userName: string; verifyUrl: string; expiresInHours: number }
  | { kind: 'passwordReset'; userName: string; resetUrl: string; expiresInMinutes: number };

/** A rendered email, ready for the transport. */
export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

import nodemailer from 'nodemailer';

export interface OutgoingMail {
  to: { name: string; address: string };
  replyTo?: string;
  subject: string;
  html: string;
  text: string;
  headers?: Record<string, string>;
}

/** What the mail server said: taken, or refused (for good, e.g. an unknown mailbox, or for now) with its reason. */
export type DeliveryOutcome =
  | { delivered: true }
  | { delivered: false; reason: string; recipientRefused: boolean };

export interface MailTransport {
  deliver(mail: OutgoingMail): Promise<DeliveryOutcome>;
  close(): void;
}

type SmtpError = Error & { code?: string; responseCode?: number; response?: string; rejected?: unknown[] };

/** A 5xx answer about the recipient (550 no such user, 553 bad address): the address bounces, not the message. */
const refusesRecipient = (error: SmtpError) =>
  error.code === 'EENVELOPE' && (error.responseCode ?? 0) >= 500 && (error.responseCode ?? 0) < 600;

/**
 * SMTP through nodemailer (`smtp://user:pass@host:587`, `smtps://…:465`). A server that does not answer fails the
 * message within the timeouts below rather than holding a worker; the server's own words are the reason kept.
 */
export function createMailTransport(smtpUrl: string, from: string): MailTransport {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    // A blast reuses a few connections instead of a new one (and a new TLS handshake) per message.
    pool: true,
    maxConnections: 4,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async deliver(mail) {
      try {
        await transport.sendMail({
          from,
          to: { name: mail.to.name, address: mail.to.address },
          ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
          subject: mail.subject,
          html: mail.html,
          text: mail.text,
          headers: mail.headers,
        });
        return { delivered: true };
      } catch (error) {
        const smtp = error as SmtpError;
        const reason = (smtp.response ?? smtp.message ?? String(error)).slice(0, 500);
        return { delivered: false, reason, recipientRefused: refusesRecipient(smtp) };
      }
    },
    close() {
      transport.close();
    },
  };
}

/** The SMTP address without its password, for the start-up log. */
export function redactedSmtpUrl(smtpUrl: string): string {
  try {
    const url = new URL(smtpUrl);
    if (url.password) url.password = '***';
    return url.toString();
  } catch {
    return '(unreadable SMTP_URL)';
  }
}

import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type { ParsedMail };

export interface SmtpSink {
  /** `smtp://127.0.0.1:<port>` for SMTP_URL. */
  url: string;
  received: ParsedMail[];
  /** The first message to `address` received after `since` messages (waits up to `timeoutMs`). */
  waitFor(predicate: (mail: ParsedMail) => boolean, timeoutMs?: number): Promise<ParsedMail>;
  /** Addresses the server answers `550 No such user` for (a bounce). */
  refuse(address: string): void;
  close(): Promise<void>;
}

/**
 * A real SMTP server for tests (smtp-server), every message parsed with mailparser. STARTTLS is off: the package's
 * bundled certificate has expired, and the tests talk to it on the loopback only.
 */
export async function startSmtpSink(): Promise<SmtpSink> {
  const received: ParsedMail[] = [];
  const refused = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refused.has(address.address.toLowerCase())) {
        const error = Object.assign(new Error('No such user here'), { responseCode: 550 });
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = (server as unknown as { server: { address(): { port: number } } }).server.address();
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    async waitFor(predicate, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = received.find(predicate);
        if (found) return found;
        if (Date.now() > deadline) {
          const seen = received.map(
            (mail) => `${mail.to && 'text' in mail.to ? mail.to.text : ''}: ${mail.subject}`,
          );
          throw new Error(`no such message within ${timeoutMs} ms; received: ${JSON.stringify(seen)}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    refuse(address) {
      refused.add(address.toLowerCase());
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The address a parsed message went to. */
export const recipientOf = (mail: ParsedMail) =>
  (Array.isArray(mail.to) ? mail.to[0] : mail.to)?.value[0]?.address?.toLowerCase() ?? '';

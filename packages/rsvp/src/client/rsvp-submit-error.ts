import { type RsvpErrorKey, rsvpErrorKey } from '@wedding/core';

export interface RsvpSubmitErrorOptions {
  /** HTTP status when the server answered. */
  status?: number;
  cause?: unknown;
  /** The failure to classify when it is not the message itself (a fetch rejection keeps its TypeError). */
  classifyFrom?: unknown;
  /** The server's message per field ('phone', 'guests.1.name') of a refused payload, in the request's locale. */
  fieldMessages?: Readonly<Record<string, string>>;
}

/** A failed RSVP submit, already classified into the banner message of docs/requirements.md B8. */
export class RsvpSubmitError extends Error {
  readonly key: RsvpErrorKey;
  /** HTTP status when the server answered, undefined when the request never got an answer. */
  readonly status: number | undefined;
  /** The server's message per refused field, already in the guest's language; empty when it named none. */
  readonly fieldMessages: Readonly<Record<string, string>>;

  constructor(message: string, options: RsvpSubmitErrorOptions = {}) {
    super(message, { cause: options.cause });
    this.name = 'RsvpSubmitError';
    this.key = rsvpErrorKey(options.classifyFrom ?? message);
    this.status = options.status;
    this.fieldMessages = options.fieldMessages ?? {};
  }
}

import { type RsvpErrorKey, rsvpErrorKey } from '@wedding/core';

export interface RsvpSubmitErrorOptions {
  /** HTTP status when the server answered. */
  status?: number;
  cause?: unknown;
  /** The failure to classify when it is not the message itself (a fetch rejection keeps its TypeError). */
  classifyFrom?: unknown;
}

/** A failed RSVP submit, already classified into the banner message of spec B 8. */
export class RsvpSubmitError extends Error {
  readonly key: RsvpErrorKey;
  /** HTTP status when the server answered, undefined when the request never got an answer. */
  readonly status: number | undefined;

  constructor(message: string, options: RsvpSubmitErrorOptions = {}) {
    super(message, { cause: options.cause });
    this.name = 'RsvpSubmitError';
    this.key = rsvpErrorKey(options.classifyFrom ?? message);
    this.status = options.status;
  }
}

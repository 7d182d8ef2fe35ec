/** A client mistake in an upload; the route turns it into a 4xx answer with this message. */
export class UploadError extends Error {
  constructor(
    readonly status: 400 | 413 | 415 | 422,
    message: string,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

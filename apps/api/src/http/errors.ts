import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ZodError } from 'zod';
import { zodIssuesToDetails } from './validation-details.js';

/**
 * Every error answer has this one shape (spec: errors carry `error`, sometimes `details`); some also carry an
 * English `message` for older clients (docs/requirements.md A7 reads `message` of gallery answers).
 */
export type ErrorBody = { error: string; message?: string; details?: unknown };

/** An expected failure with its HTTP status; `error` is a stable machine-readable key. */
export class HttpError extends Error {
  readonly status: number;
  readonly error: string;
  readonly details?: unknown;
  /** English text sent beside the code as `message` (compatibility); clients translate the code. */
  readonly text?: string;

  constructor(status: number, error: string, details?: unknown, text?: string) {
    super(error);
    this.name = 'HttpError';
    this.status = status;
    this.error = error;
    this.details = details;
    this.text = text;
  }

  toBody(): ErrorBody {
    return {
      error: this.error,
      ...(this.text === undefined ? {} : { message: this.text }),
      ...(this.details === undefined ? {} : { details: this.details }),
    };
  }
}

export const notFound = (error = 'notFound'): HttpError => new HttpError(404, error);

type BodyParserError = Error & { type?: string; status?: number; statusCode?: number; expose?: boolean };

/** body-parser / raw-body failures are client errors: map each to its 4xx answer. */
function fromBodyParser(err: BodyParserError): HttpError | undefined {
  switch (err.type) {
    case 'entity.parse.failed':
      return new HttpError(400, 'invalidJson');
    case 'entity.too.large':
      return new HttpError(413, 'payloadTooLarge');
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return new HttpError(415, 'unsupportedEncoding');
    case 'request.aborted':
      return new HttpError(400, 'requestAborted');
    case 'request.size.invalid':
    case 'stream.encoding.set':
    case 'stream.not.readable':
      return new HttpError(400, 'badRequest');
    default: {
      const status = err.status ?? err.statusCode;
      if (typeof status === 'number' && status >= 400 && status < 500)
        return new HttpError(status, 'badRequest');
      return undefined;
    }
  }
}

type PrismaLikeError = Error & { code?: unknown; meta?: unknown };

/** Database errors a client can provoke (duplicate, malformed value) must not become 500s. */
function fromDatabase(err: PrismaLikeError): HttpError | undefined {
  const code = typeof err.code === 'string' ? err.code : undefined;
  if (code === 'P2002' || code === '23505') return new HttpError(409, 'conflict');
  if (code === 'P2025') return new HttpError(404, 'notFound');
  if (code === 'P2023' || code === '22P02') return new HttpError(400, 'invalidIdentifier');
  if (code === 'P2000' || code === '22001') return new HttpError(400, 'valueTooLong');
  return undefined;
}

export function toHttpError(err: unknown): HttpError | undefined {
  if (err instanceof HttpError) return err;
  if (err instanceof ZodError) return new HttpError(400, 'validationFailed', zodIssuesToDetails(err));
  if (err instanceof Error)
    return fromBodyParser(err as BodyParserError) ?? fromDatabase(err as PrismaLikeError);
  return undefined;
}

export type ErrorLogger = (err: unknown, req: { method: string; originalUrl: string }) => void;

export const defaultErrorLogger: ErrorLogger = (err, req) => {
  console.error(`[api] ${req.method} ${req.originalUrl} failed`, err);
};

/** Final error handler: known failures keep their status; only genuine bugs answer 500. */
export function createErrorHandler(log: ErrorLogger = defaultErrorLogger): ErrorRequestHandler {
  return (err, req, res, next) => {
    if (res.headersSent) {
      next(err);
      return;
    }
    const known = toHttpError(err);
    if (known) {
      if (known.status === 429 && known.details && typeof known.details === 'object') {
        const retry = (known.details as { retryAfterSeconds?: unknown }).retryAfterSeconds;
        if (typeof retry === 'number') res.setHeader('Retry-After', String(retry));
      }
      res.status(known.status).json(known.toBody());
      return;
    }
    log(err, req);
    res.status(500).json({ error: 'internalError' } satisfies ErrorBody);
  };
}

/** Unknown /api paths answer JSON 404 rather than Express's HTML page. */
export const apiNotFound: RequestHandler = (_req, res) => {
  res.status(404).json({ error: 'notFound' } satisfies ErrorBody);
};

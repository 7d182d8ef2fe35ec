import { apiCodeMessageKey, apiErrorMessageKey, type MessageKey } from '@wedding/core';

/** Why a call failed, as every front end shows it: the status, the API's code and the message key to translate. */
export class ApiError extends Error {
  /** HTTP status; 0 when no answer arrived (network), 408 when the client gave up waiting. */
  readonly status: number;
  /** The API's `error` code ('slugTaken'), or 'networkError' / 'timeout' / 'invalidResponse' from the client. */
  readonly code: string;
  /** Field path -> message key for validation failures (the API's `details` of a 400 validationFailed). */
  readonly fieldErrors: Readonly<Record<string, MessageKey | string>>;
  /** The answer's `details` as sent (e.g. the newer customization of a 409 versionConflict). */
  readonly details: unknown;
  /** What to tell the person (core's catalogue): the server's message, else one for the status. */
  readonly messageKey: MessageKey;
  /** The message of the server's own error code; null when the answer named none we know (or none arrived). */
  readonly serverMessageKey: MessageKey | null;

  constructor(status: number, code: string | undefined, details?: unknown) {
    const resolvedCode = code ?? (status === 0 ? 'networkError' : `http${status}`);
    // Worded so that core's error-boundary inference (docs/requirements.md A8: not found/404, network, server/500, ...)
    // reads it.
    super(`${resolvedCode}: ${statusDescription(status)}`);
    this.name = 'ApiError';
    this.status = status;
    this.code = resolvedCode;
    this.details = details;
    this.fieldErrors = code === 'validationFailed' && isStringRecord(details) ? details : {};
    this.messageKey = apiErrorMessageKey(code, status);
    this.serverMessageKey = status === 0 ? null : apiCodeMessageKey(code);
  }
}

function statusDescription(status: number): string {
  if (status === 0) return 'network error';
  if (status === 408) return 'network timeout';
  if (status === 401) return 'authentication required (401)';
  if (status === 403) return 'access denied (403)';
  if (status === 404) return 'not found (404)';
  if (status >= 500) return `server error (${status})`;
  return `request refused (${status})`;
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((entry) => typeof entry === 'string')
  );
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The message key of any failure: an ApiError's own, else the generic one. */
export function errorMessageKey(error: unknown): MessageKey {
  return isApiError(error) ? error.messageKey : 'errorOccurred';
}

import type { ErrorBoundaryType } from '../../schemas/enums';

/** Inference (docs/requirements.md A8 and B8), first match wins, in the order the spec lists the types. */
const ERROR_TYPE_PATTERNS: ReadonlyArray<readonly [RegExp, ErrorBoundaryType]> = [
  [/not found|\b404\b/, 'wedding_not_found'],
  [/access denied|unauthori[sz]ed|\b403\b/, 'access_denied'],
  [/invalid (access )?code/, 'invalid_access_code'],
  [/expired/, 'session_expired'],
  [/network|fetch/, 'network_error'],
  [/server|\b500\b/, 'server_error'],
  [/authentication|\blog ?in\b/, 'authentication_required'],
];

export interface ErrorBoundaryInferenceOptions {
  /** The error was thrown while rendering a component (caught by the boundary, not reported by a call). */
  fromComponent?: boolean;
}

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : '';
}

/**
 * docs/requirements.md A8 and B8: the boundary type from the error message (case-insensitive): not found/404, access
 * denied/unauthorized/403, invalid code, expired, network/fetch, server/500, authentication/login.
 * An unmatched render error is a component_error, anything else unknown_error.
 */
export function inferErrorBoundaryType(
  error: unknown,
  { fromComponent = false }: ErrorBoundaryInferenceOptions = {},
): ErrorBoundaryType {
  const message = messageOf(error).toLowerCase();
  const match = ERROR_TYPE_PATTERNS.find(([pattern]) => pattern.test(message));
  if (match) return match[1];
  return fromComponent ? 'component_error' : 'unknown_error';
}

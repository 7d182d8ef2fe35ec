import type { MessageKey } from '../../messages/message-key';
import type { ErrorBoundaryType } from '../../schemas/enums';

export type ErrorBoundaryActionId = 'retry' | 'goHome' | 'reauthenticate' | 'logIn';

export interface ErrorBoundaryAction {
  id: ErrorBoundaryActionId;
  labelKey: MessageKey;
  /** Set for plain navigation; reauthenticate and logIn call the screen's onAuthenticate instead (path not shown). */
  href?: '/';
}

export interface ErrorBoundaryPresentation {
  titleKey: MessageKey;
  actions: readonly ErrorBoundaryAction[];
}

const RETRY: ErrorBoundaryAction = { id: 'retry', labelKey: 'errorBoundary.retry' };
const GO_HOME: ErrorBoundaryAction = { id: 'goHome', labelKey: 'errorBoundary.goHome', href: '/' };
const REAUTHENTICATE: ErrorBoundaryAction = {
  id: 'reauthenticate',
  labelKey: 'errorBoundary.reauthenticate',
};
const LOG_IN: ErrorBoundaryAction = { id: 'logIn', labelKey: 'errorBoundary.logIn' };

/**
 * docs/requirements.md A8 and B8: title and actions per type. The spec names Go Home for wedding_not_found,
 * Re-authenticate for session_expired and Log In for authentication_required; the other pairings are
 * chosen: retry where trying again can help, Go Home as the way out everywhere.
 */
const PRESENTATIONS: Readonly<Record<ErrorBoundaryType, ErrorBoundaryPresentation>> = {
  wedding_not_found: { titleKey: 'errorBoundary.wedding_not_found', actions: [GO_HOME] },
  access_denied: { titleKey: 'errorBoundary.access_denied', actions: [REAUTHENTICATE, GO_HOME] },
  invalid_access_code: { titleKey: 'errorBoundary.invalid_access_code', actions: [REAUTHENTICATE, GO_HOME] },
  session_expired: { titleKey: 'errorBoundary.session_expired', actions: [REAUTHENTICATE, GO_HOME] },
  network_error: { titleKey: 'errorBoundary.network_error', actions: [RETRY, GO_HOME] },
  server_error: { titleKey: 'errorBoundary.server_error', actions: [RETRY, GO_HOME] },
  authentication_required: { titleKey: 'errorBoundary.authentication_required', actions: [LOG_IN, GO_HOME] },
  component_error: { titleKey: 'errorBoundary.component_error', actions: [RETRY, GO_HOME] },
  unknown_error: { titleKey: 'errorBoundary.unknown_error', actions: [RETRY, GO_HOME] },
};

/**
 * docs/requirements.md A8 and B8: the title key and the actions (Retry, Go Home '/', Re-authenticate, Log In) of a
 * boundary type.
 */
export function errorBoundaryPresentation(type: ErrorBoundaryType): ErrorBoundaryPresentation {
  return PRESENTATIONS[type];
}

import { isMessageKey } from '../../messages/is-message-key';
import type { MessageKey } from '../../messages/message-key';

/**
 * The API's error codes (`{error}` of every 4xx answer) that are not message keys themselves, with the message a
 * person reads for them. Codes that already are message keys (e.g. 'invalidCode') are shown as they are.
 */
const MESSAGE_KEY_BY_API_CODE: Readonly<Record<string, MessageKey>> = {
  authenticationRequired: 'api.authenticationRequired',
  invalidCredentials: 'auth.invalidCredentials',
  usernameTaken: 'auth.usernameTaken',
  slugTaken: 'urlTaken',
  accessCodeRequired: 'invalidCode',
  weddingNotFound: 'api.weddingNotFound',
  notFound: 'api.notFound',
  memberNotFound: 'api.notFound',
  locationNotFound: 'api.notFound',
  eventNotFound: 'api.notFound',
  imageNotFound: 'gallery.imageNotFound',
  premiumRequired: 'api.premiumRequired',
  adminRequired: 'api.forbidden',
  superadminRequired: 'admin.superadminRequired',
  ownRoleLocked: 'admin.ownRoleLocked',
  registrationsClosed: 'auth.registrationsClosed',
  invitingUserMismatch: 'api.forbidden',
  memberLimitReached: 'members.limitReached',
  lastMemberCannotBeRemoved: 'api.lastMemberCannotBeRemoved',
  // Member roles: the role does not allow the change, a side editor touched the other side, the last owner.
  memberRoleForbidden: 'members.roleForbidden',
  guestSideForbidden: 'members.guestSideForbidden',
  lastOwnerRequired: 'members.lastOwnerRequired',
  customDomainTaken: 'customDomain.taken',
  customDomainReserved: 'customDomain.reserved',
  domainNotFound: 'api.notFound',
  versionConflict: 'theme.versionConflict',
  tooManyRequests: 'api.tooManyRequests',
  validationFailed: 'api.validationFailed',
  invalidJson: 'api.validationFailed',
  badRequest: 'api.validationFailed',
  invalidQuery: 'api.validationFailed',
  invalidIdentifier: 'api.validationFailed',
  invalidIfMatch: 'api.validationFailed',
  valueTooLong: 'api.validationFailed',
  csrfRejected: 'api.csrfRejected',
  csrfTokenInvalid: 'api.csrfRejected',
  payloadTooLarge: 'api.payloadTooLarge',
  conflict: 'api.conflict',
  challengeInvalid: 'user.addError',
  verificationFailed: 'user.addError',
  credentialAlreadyRegistered: 'user.addError',
  idempotencyKeyReused: 'submitError',
  // Theme studio; the gallery's upload and tag answers carry message keys themselves.
  premiumPresetRequired: 'theme.premiumPreset',
  themeVersionNotFound: 'api.notFound',
  themeVersionLimitReached: 'themeVersion.limitReached',
  // Couple dashboard part 2 (site content, account, invitations, messages).
  scheduleEventNotFound: 'api.notFound',
  accommodationNotFound: 'api.notFound',
  passkeyNotFound: 'api.notFound',
  invitationNotFound: 'api.notFound',
  invitationInvalid: 'invitation.invalid',
  alreadyMember: 'members.alreadyMember',
  lastSignInMethod: 'passkey.lastSignInMethod',
  currentPasswordWrong: 'auth.currentPasswordWrong',
  alreadyPremium: 'upgrade.alreadyPremium',
  upgradeAlreadyRequested: 'upgrade.alreadyRequested',
  limitReached: 'api.limitReached',
  rsvpClosed: 'rsvp.closed',
  eventNotInvited: 'rsvp.eventNotInvited',
  mealOptionNotFound: 'api.notFound',
  importTooLarge: 'guestImport.tooManyRows',
  unreadableSheet: 'guestImport.unreadableSheet',
};

/** Status 0 stands for "no answer" (network failure), 408 for the client's own timeout. */
function messageKeyForStatus(status: number): MessageKey {
  if (status === 0) return 'networkError';
  if (status === 408) return 'api.timeout';
  if (status === 401) return 'api.authenticationRequired';
  if (status === 403) return 'api.forbidden';
  if (status === 404) return 'api.notFound';
  if (status === 429) return 'api.tooManyRequests';
  if (status >= 500) return 'errors.serverError';
  return 'errorOccurred';
}

/**
 * The message the server's error code stands for ("the server error" of docs/requirements.md A8), or null for an
 * unknown code.
 */
export function apiCodeMessageKey(code: string | undefined): MessageKey | null {
  if (code === undefined) return null;
  const mapped = MESSAGE_KEY_BY_API_CODE[code];
  if (mapped) return mapped;
  return isMessageKey(code) ? code : null;
}

/**
 * What to tell a person about a failed API call, in their language: the message key for the answer's error code,
 * else for its status. Every front end maps errors through this one function.
 */
export function apiErrorMessageKey(code: string | undefined, status: number): MessageKey {
  return apiCodeMessageKey(code) ?? messageKeyForStatus(status);
}

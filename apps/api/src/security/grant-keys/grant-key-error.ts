/** A missing or unusable guest-grant key: the server must not start (main.ts prints the message alone). */
export class GrantKeyConfigurationError extends Error {
  override name = 'GrantKeyConfigurationError';
}

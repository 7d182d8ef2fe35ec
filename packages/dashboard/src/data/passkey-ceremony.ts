import {
  browserSupportsWebAuthn,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  startAuthentication,
  startRegistration,
} from '@simplewebauthn/browser';

/**
 * The browser's passkey prompts (@simplewebauthn/browser 14), given the options the API answered unchanged.
 * A person closing the prompt is not a failure: `isPasskeyCancelled` tells it apart (docs/requirements.md A8: silent).
 */
export function createPasskey(options: Record<string, unknown>) {
  return startRegistration({ optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON });
}

export function signWithPasskey(options: Record<string, unknown>) {
  return startAuthentication({ optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON });
}

/** NotAllowedError is what browsers raise when the prompt is closed or times out; AbortError when it is replaced. */
export function isPasskeyCancelled(error: unknown): boolean {
  return error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError');
}

export function passkeysSupported(): boolean {
  return typeof window !== 'undefined' && browserSupportsWebAuthn();
}

import type { CDPSession, Page } from 'playwright-core';

export interface VirtualAuthenticator {
  /** The passkeys the authenticator holds (one per account registered with it). */
  credentialCount(): Promise<number>;
  remove(): Promise<void>;
}

/**
 * Gives the page a platform authenticator, as a phone or laptop with a fingerprint reader has: Chromium's CDP
 * WebAuthn virtual authenticator (CTAP2, internal, resident keys, user verification that always succeeds), so
 * `navigator.credentials.create/get` answer without a prompt. The page must be on http://localhost (relying party
 * `localhost`): Chromium refuses 127.0.0.1 as a WebAuthn domain.
 */
export async function addVirtualAuthenticator(page: Page): Promise<VirtualAuthenticator> {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable', { enableUI: false });
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    credentialCount: async () =>
      (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials.length,
    remove: async () => {
      await cdp.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId });
      await cdp.detach();
    },
  };
}

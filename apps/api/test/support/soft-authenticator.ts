import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

type CborValue = Parameters<typeof isoCBOR.encode>[0];

/** A software passkey authenticator (ES256, "none" attestation) for tests of the WebAuthn routes. */
export class SoftAuthenticator {
  readonly credentialId = randomBytes(16);
  private readonly privateKey: KeyObject;
  private readonly publicKeyCose: Uint8Array;
  private counter = 0;

  constructor(
    private readonly rpId = 'localhost',
    private readonly origin = 'http://localhost:3000',
  ) {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.privateKey = privateKey;
    const jwk = publicKey.export({ format: 'jwk' });
    const cose: CborValue = new Map<number, CborValue>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, new Uint8Array(Buffer.from(jwk.x as string, 'base64url'))],
      [-3, new Uint8Array(Buffer.from(jwk.y as string, 'base64url'))],
    ]);
    this.publicKeyCose = isoCBOR.encode(cose);
  }

  get id(): string {
    return this.credentialId.toString('base64url');
  }

  private rpIdHash(): Buffer {
    return createHash('sha256').update(this.rpId).digest();
  }

  private clientData(type: string, challenge: string, origin: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  /** What `navigator.credentials.create()` returns, as RegistrationResponseJSON. */
  attest(challenge: string, options: { origin?: string } = {}) {
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const authData = Buffer.concat([
      this.rpIdHash(),
      Buffer.from([0x45]), // user present, user verified, attested credential data
      Buffer.alloc(4),
      Buffer.alloc(16), // aaguid
      idLength,
      this.credentialId,
      Buffer.from(this.publicKeyCose),
    ]);
    const attestation: CborValue = new Map<string, CborValue>([
      ['fmt', 'none'],
      ['attStmt', new Map<string, CborValue>()],
      ['authData', new Uint8Array(authData)],
    ]);
    const attestationObject = isoCBOR.encode(attestation);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      response: {
        clientDataJSON: this.clientData('webauthn.create', challenge, options.origin ?? this.origin).toString(
          'base64url',
        ),
        attestationObject: Buffer.from(attestationObject).toString('base64url'),
        transports: ['internal'],
      },
      clientExtensionResults: {},
    };
  }

  /** What `navigator.credentials.get()` returns, as AuthenticationResponseJSON. */
  assert(challenge: string) {
    this.counter += 1;
    const count = Buffer.alloc(4);
    count.writeUInt32BE(this.counter);
    const authenticatorData = Buffer.concat([this.rpIdHash(), Buffer.from([0x05]), count]);
    const clientDataJSON = this.clientData('webauthn.get', challenge, this.origin);
    const signature = sign(
      'sha256',
      Buffer.concat([authenticatorData, createHash('sha256').update(clientDataJSON).digest()]),
      this.privateKey,
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      response: {
        clientDataJSON: clientDataJSON.toString('base64url'),
        authenticatorData: authenticatorData.toString('base64url'),
        signature: signature.toString('base64url'),
      },
      clientExtensionResults: {},
    };
  }
}

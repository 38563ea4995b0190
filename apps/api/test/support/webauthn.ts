import { createHash, createSign, generateKeyPairSync, type KeyObject, randomBytes } from 'node:crypto';

/**
 * A software authenticator for the tests: a P-256 key pair made here, an attestation of format 'none' and
 * assertions signed with it, written out byte by byte (CBOR, authenticator data) as a device builds them, so the
 * server's checks are tested against what a browser sends and not against the server's own library.
 */
const b64url = (bytes: Buffer) => bytes.toString('base64url');
const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();

/** CBOR heads of the few types written here: unsigned and negative integers, bytes, text, maps. */
function head(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 256) return Buffer.from([(major << 5) | 24, length]);
  return Buffer.from([(major << 5) | 25, length >> 8, length & 0xff]);
}
const cborInt = (n: number) => (n >= 0 ? head(0, n) : head(1, -1 - n));
const cborBytes = (b: Buffer) => Buffer.concat([head(2, b.length), b]);
const cborText = (s: string) => Buffer.concat([head(3, Buffer.byteLength(s)), Buffer.from(s)]);

export interface SoftwareAuthenticator {
  credentialId: string;
  counter: number;
  /** Her answer to registration options, as the browser's SimpleWebAuthn sends it. */
  attest(options: { challenge: string }, at?: { origin?: string; rpId?: string }): Record<string, unknown>;
  /** Her answer to sign-in options. */
  assert(
    options: { challenge: string },
    at?: { origin?: string; rpId?: string; userVerified?: boolean },
  ): Record<string, unknown>;
}

export function softwareAuthenticator(publicUrl: string, userHandle = ''): SoftwareAuthenticator {
  const url = new URL(publicUrl);
  const keys = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const privateKey: KeyObject = keys.privateKey;
  const jwk = keys.publicKey.export({ format: 'jwk' });
  const x = Buffer.from(jwk.x as string, 'base64url');
  const y = Buffer.from(jwk.y as string, 'base64url');
  // COSE_Key: kty EC2 (2), alg ES256 (-7), crv P-256 (1), x, y.
  const cose = Buffer.concat([
    Buffer.from([0xa5]),
    cborInt(1),
    cborInt(2),
    cborInt(3),
    cborInt(-7),
    cborInt(-1),
    cborInt(1),
    cborInt(-2),
    cborBytes(x),
    cborInt(-3),
    cborBytes(y),
  ]);
  const rawId = randomBytes(16);
  const counterBytes = (n: number) => {
    const b = Buffer.alloc(4);
    b.writeUInt32BE(n);
    return b;
  };
  const device: SoftwareAuthenticator = {
    credentialId: b64url(rawId),
    counter: 0,
    attest(options, at = {}) {
      const clientData = JSON.stringify({
        type: 'webauthn.create',
        challenge: options.challenge,
        origin: at.origin ?? url.origin,
        crossOrigin: false,
      });
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(rawId.length);
      const authData = Buffer.concat([
        sha256(at.rpId ?? url.hostname),
        Buffer.from([0x45]), // user present, user verified, attested credential data
        counterBytes(0),
        Buffer.alloc(16), // AAGUID
        idLength,
        rawId,
        cose,
      ]);
      const attestation = Buffer.concat([
        Buffer.from([0xa3]),
        cborText('fmt'),
        cborText('none'),
        cborText('attStmt'),
        Buffer.from([0xa0]),
        cborText('authData'),
        cborBytes(authData),
      ]);
      return {
        id: device.credentialId,
        rawId: device.credentialId,
        type: 'public-key',
        response: {
          clientDataJSON: b64url(Buffer.from(clientData)),
          attestationObject: b64url(attestation),
          transports: ['internal'],
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      };
    },
    assert(options, at = {}) {
      device.counter += 1;
      const clientData = Buffer.from(
        JSON.stringify({
          type: 'webauthn.get',
          challenge: options.challenge,
          origin: at.origin ?? url.origin,
          crossOrigin: false,
        }),
      );
      const flags = at.userVerified === false ? 0x01 : 0x05;
      const authData = Buffer.concat([
        sha256(at.rpId ?? url.hostname),
        Buffer.from([flags]),
        counterBytes(device.counter),
      ]);
      const signature = createSign('sha256')
        .update(Buffer.concat([authData, sha256(clientData)]))
        .sign(privateKey);
      return {
        id: device.credentialId,
        rawId: device.credentialId,
        type: 'public-key',
        response: {
          clientDataJSON: b64url(clientData),
          authenticatorData: b64url(authData),
          signature: b64url(signature),
          userHandle: userHandle || undefined,
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      };
    },
  };
  return device;
}

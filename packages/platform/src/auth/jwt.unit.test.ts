import { createHmac, generateKeyPairSync, sign } from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import { JwtError, es256Jwk, jwkThumbprint, publicKeysFromJwks, signJwt, verifyJwt } from './jwt';
import type { JwtClaims, VerifyJwtOptions } from './jwt';

const p256 = () => generateKeyPairSync('ec', { namedCurve: 'P-256' });
const { privateKey, publicKey } = p256();
const kid = es256Jwk(publicKey).kid;
const key = { privateKey, kid };
const NOW = new Date('2025-03-01T12:00:00Z');
const nowSeconds = NOW.getTime() / 1000;

const claims = (extra: Partial<JwtClaims> = {}): JwtClaims => ({
  sub: 'user-1',
  typ: 'access',
  iss: 'mealbox-identity',
  aud: 'mealbox',
  iat: nowSeconds,
  exp: nowSeconds + 600,
  jti: 'j1',
  ...extra,
});
const options = (extra: Partial<VerifyJwtOptions> = {}): VerifyJwtOptions => ({
  keyFor: (k) => (k === kid ? publicKey : undefined),
  issuer: 'mealbox-identity',
  audience: 'mealbox',
  type: 'access',
  now: () => NOW,
  ...extra,
});
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

function reasonOf(action: () => unknown): string | undefined {
  try {
    action();
  } catch (error) {
    if (error instanceof JwtError) return error.reason;
    throw error;
  }
  return undefined;
}

describe('ES256 JWT sign and verify', () => {
  it('when a token is signed and verified with the matching key, then the claims come back', () => {
    const token = signJwt(claims({ username: 'ada' }), key);
    const header = JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString());
    expect(header).toEqual({ alg: 'ES256', typ: 'JWT', kid });
    expect(verifyJwt(token, options())).toMatchObject({ sub: 'user-1', username: 'ada' });
  });

  it('when the payload is altered after signing, then the signature check fails', () => {
    const [h, , s] = signJwt(claims(), key).split('.');
    const forged = `${h}.${b64(claims({ sub: 'admin' }))}.${s}`;
    expect(reasonOf(() => verifyJwt(forged, options()))).toBe('bad_signature');
  });

  it('when the signature is altered, then it is refused', () => {
    const token = signJwt(claims(), key);
    const signature = Buffer.from(token.split('.')[2] ?? '', 'base64url');
    signature[0] = (signature[0] ?? 0) ^ 1;
    const forged = `${token.split('.').slice(0, 2).join('.')}.${signature.toString('base64url')}`;
    expect(reasonOf(() => verifyJwt(forged, options()))).toBe('bad_signature');
  });

  it('when the token is signed by another P-256 key, then it is refused', () => {
    const other = p256().privateKey;
    expect(reasonOf(() => verifyJwt(signJwt(claims(), { privateKey: other, kid }), options()))).toBe(
      'bad_signature',
    );
  });

  it("when the header says alg 'none' with an empty signature, then it is refused before any key is used", () => {
    const keyFor = jest.fn(() => publicKey);
    const unsigned = `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims())}.`;
    expect(reasonOf(() => verifyJwt(unsigned, options({ keyFor })))).toBe('malformed');
    const withJunk = `${b64({ alg: 'none', typ: 'JWT', kid })}.${b64(claims())}.AAAA`;
    expect(reasonOf(() => verifyJwt(withJunk, options({ keyFor })))).toBe('unsupported_algorithm');
    expect(keyFor).not.toHaveBeenCalled();
  });

  it('when a token is HMAC-signed with the public key as the secret (HS256 confusion), then it is refused', () => {
    const secret = publicKey.export({ format: 'pem', type: 'spki' });
    const input = `${b64({ alg: 'HS256', typ: 'JWT', kid })}.${b64(claims({ is_staff: true }))}`;
    const forged = `${input}.${createHmac('sha256', secret).update(input).digest('base64url')}`;
    expect(reasonOf(() => verifyJwt(forged, options()))).toBe('unsupported_algorithm');
  });

  it('when the key found is not a P-256 public key, then it is refused', () => {
    const token = signJwt(claims(), key);
    const notPublic = options({ keyFor: () => privateKey as KeyObject });
    expect(reasonOf(() => verifyJwt(token, notPublic))).toBe('unknown_key');
    expect(reasonOf(() => verifyJwt(token, options({ keyFor: () => undefined })))).toBe('unknown_key');
  });

  it('when the issuer, audience or type differ, then each is refused', () => {
    expect(reasonOf(() => verifyJwt(signJwt(claims({ iss: 'someone-else' }), key), options()))).toBe(
      'wrong_issuer',
    );
    expect(reasonOf(() => verifyJwt(signJwt(claims({ aud: 'other' }), key), options()))).toBe(
      'wrong_audience',
    );
    expect(reasonOf(() => verifyJwt(signJwt(claims({ typ: 'refresh' }), key), options()))).toBe('wrong_type');
    expect(verifyJwt(signJwt(claims({ aud: ['x', 'mealbox'] }), key), options()).sub).toBe('user-1');
  });

  it('when the token has expired beyond the clock skew, then it is refused; within the skew it passes', () => {
    const expired = signJwt(claims({ exp: nowSeconds - 31 }), key);
    expect(reasonOf(() => verifyJwt(expired, options()))).toBe('expired');
    expect(verifyJwt(signJwt(claims({ exp: nowSeconds - 5 }), key), options()).sub).toBe('user-1');
    expect(verifyJwt(expired, options({ ignoreExpiry: true })).sub).toBe('user-1');
  });

  it('when exp is missing or nbf/iat lie in the future, then it is refused', () => {
    const { exp: _exp, ...noExp } = claims();
    expect(reasonOf(() => verifyJwt(signJwt(noExp, key), options()))).toBe('malformed');
    expect(reasonOf(() => verifyJwt(signJwt(claims({ nbf: nowSeconds + 120 }), key), options()))).toBe(
      'not_yet_valid',
    );
    expect(reasonOf(() => verifyJwt(signJwt(claims({ iat: nowSeconds + 120 }), key), options()))).toBe(
      'not_yet_valid',
    );
  });

  it('when the token is not three base64url parts of JSON objects, then it is malformed', () => {
    for (const junk of ['', 'a.b', 'a.b.c.d', 'a+b.c.d', `${b64('text')}.${b64(claims())}.sig`, '..']) {
      expect(reasonOf(() => verifyJwt(junk, options()))).toBe('malformed');
    }
  });

  it('when a header demands a critical extension, then it is refused', () => {
    const input = `${b64({ alg: 'ES256', kid, crit: ['exp'] })}.${b64(claims())}`;
    expect(reasonOf(() => verifyJwt(`${input}.${'A'.repeat(86)}`, options()))).toBe('malformed');
  });

  it('when the public key is published as a JWK, then its kid is the RFC 7638 thumbprint and it imports back', () => {
    const jwk = es256Jwk(publicKey);
    expect(jwk).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' });
    expect(jwk.kid).toBe(jwkThumbprint(jwk.x, jwk.y));
    expect(jwk.kid).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const imported = publicKeysFromJwks({ keys: [jwk, { kty: 'RSA', n: 'x', e: 'AQAB' }] });
    expect([...imported.keys()]).toEqual([jwk.kid]);
    const token = signJwt(claims(), key);
    expect(verifyJwt(token, options({ keyFor: (k) => imported.get(k) })).sub).toBe('user-1');
  });

  it('when a token was signed the old way (EdDSA, before the move to ES256), then it is refused', () => {
    const old = generateKeyPairSync('ed25519').privateKey;
    const input = `${b64({ alg: 'EdDSA', typ: 'JWT', kid })}.${b64(claims())}`;
    const token = `${input}.${sign(null, Buffer.from(input), old).toString('base64url')}`;
    expect(reasonOf(() => verifyJwt(token, options()))).toBe('unsupported_algorithm');
  });

  it('when a token names no key, then it is malformed', () => {
    const token = signJwt(claims(), key);
    const input = `${b64({ alg: 'ES256', typ: 'JWT' })}.${token.split('.')[1] ?? ''}`;
    expect(reasonOf(() => verifyJwt(`${input}.${token.split('.')[2] ?? ''}`, options()))).toBe('malformed');
  });
});

import { OWASP_SCRYPT, createPasswordHasher } from './password-hasher';

// Small parameters keep the unit tests fast; the production default is asserted separately below.
const FAST = { N: 2 ** 10, r: 8, p: 1, keyLength: 64, saltLength: 16 };

describe('scrypt password hashing', () => {
  const hasher = createPasswordHasher(FAST);

  it('when nothing is injected, then the OWASP parameters are used: N=2^17, r=8, p=1, 16-byte salt, 64-byte key', () => {
    expect(OWASP_SCRYPT).toEqual({ N: 131072, r: 8, p: 1, saltLength: 16, keyLength: 64 });
  });

  it('when the default hasher hashes, then the stored form records those parameters and verifies', async () => {
    const owasp = createPasswordHasher();
    const stored = await owasp.hash('plum-tart-on-sunday');
    const [scheme, N, r, p, salt, key] = stored.split('$');
    expect([scheme, N, r, p]).toEqual(['scrypt', '131072', '8', '1']);
    expect(Buffer.from(salt ?? '', 'base64url')).toHaveLength(16);
    expect(Buffer.from(key ?? '', 'base64url')).toHaveLength(64);
    await expect(owasp.verify('plum-tart-on-sunday', stored)).resolves.toBe(true);
  });

  it('when the same password is hashed twice, then the salts differ and both verify', async () => {
    const [first, second] = await Promise.all([hasher.hash('secret-words'), hasher.hash('secret-words')]);
    expect(first).not.toBe(second);
    await expect(hasher.verify('secret-words', first)).resolves.toBe(true);
    await expect(hasher.verify('secret-words', second)).resolves.toBe(true);
  });

  it('when the password is wrong, then it does not verify', async () => {
    const stored = await hasher.hash('secret-words');
    await expect(hasher.verify('secret-wordz', stored)).resolves.toBe(false);
    await expect(hasher.verify('', stored)).resolves.toBe(false);
  });

  it('when the stored value is malformed or asks for absurd parameters, then nothing verifies', async () => {
    const stored = await hasher.hash('secret-words');
    const absurd = stored.split('$1024$').join(`$${2 ** 30}$`);
    expect(absurd).not.toBe(stored);
    const flipped = `${stored.slice(0, -2)}${stored.endsWith('AA') ? 'BB' : 'AA'}`;
    const shortKey = `${stored.slice(0, stored.lastIndexOf('$'))}$${'A'.repeat(20)}`;
    for (const bad of ['', 'plain-text', 'scrypt$1000$8$1$c2FsdA$aGFzaA', absurd, flipped, shortKey]) {
      await expect(hasher.verify('secret-words', bad)).resolves.toBe(false);
    }
  });

  it('when an unknown user is checked against the dummy hash, then it never matches', async () => {
    await expect(hasher.verifyDummy('anything')).resolves.toBe(false);
  });
});

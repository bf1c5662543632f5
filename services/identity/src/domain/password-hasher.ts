import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import type { ScryptOptions } from 'node:crypto';

export interface ScryptParams {
  /** CPU/memory cost, a power of two. */
  N: number;
  r: number;
  p: number;
  keyLength: number;
  saltLength: number;
}

/** OWASP Password Storage Cheat Sheet: scrypt N=2^17, r=8, p=1 (128 MiB per hash), 16-byte salt, 64-byte key. */
export const OWASP_SCRYPT: ScryptParams = { N: 2 ** 17, r: 8, p: 1, keyLength: 64, saltLength: 16 };

export interface PasswordHasher {
  /** `scrypt$N$r$p$salt$hash` (salt and hash base64url), so parameters can be raised without breaking old hashes. */
  hash(password: string): Promise<string>;
  /** Constant-time comparison; a malformed stored value never matches. */
  verify(password: string, stored: string): Promise<boolean>;
  /**
   * Spends the same time as a real check, against a hash no password matches: used for unknown usernames so
   * the answer time does not tell which usernames exist.
   */
  verifyDummy(password: string): Promise<false>;
}

function deriveKey(
  password: string,
  salt: Buffer,
  params: Omit<ScryptParams, 'saltLength'>,
): Promise<Buffer> {
  const options: ScryptOptions = {
    N: params.N,
    r: params.r,
    p: params.p,
    // scrypt needs about 128 * N * r bytes; node's default ceiling (32 MiB) is below the OWASP setting.
    maxmem: 256 * params.N * params.r + 1024 * 1024,
  };
  // Asynchronous: the work runs on libuv's thread pool, never blocking the event loop.
  return new Promise((resolve, reject) => {
    scrypt(password, salt, params.keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

interface StoredHash {
  N: number;
  r: number;
  p: number;
  salt: Buffer;
  hash: Buffer;
}

const STORED = /^scrypt\$(\d+)\$(\d+)\$(\d+)\$([A-Za-z0-9_-]+)\$([A-Za-z0-9_-]+)$/;

function parseStored(stored: string): StoredHash | undefined {
  const match = STORED.exec(stored);
  if (!match) return undefined;
  const [N, r, p] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const powerOfTwo = N >= 2 && (N & (N - 1)) === 0;
  // Bounds keep a corrupted or planted value from asking for absurd work or memory.
  if (!powerOfTwo || N > 2 ** 20 || r < 1 || r > 32 || p < 1 || p > 16) return undefined;
  const salt = Buffer.from(match[4] as string, 'base64url');
  const hash = Buffer.from(match[5] as string, 'base64url');
  if (salt.length < 16 || hash.length < 32) return undefined;
  return { N, r, p, salt, hash };
}

export function createPasswordHasher(params: ScryptParams = OWASP_SCRYPT): PasswordHasher {
  let dummy: Promise<string> | undefined;

  async function hash(password: string): Promise<string> {
    const salt = randomBytes(params.saltLength);
    const key = await deriveKey(password, salt, params);
    return [
      'scrypt',
      params.N,
      params.r,
      params.p,
      salt.toString('base64url'),
      key.toString('base64url'),
    ].join('$');
  }

  async function verify(password: string, stored: string): Promise<boolean> {
    const parsed = parseStored(stored);
    if (!parsed) return false;
    const key = await deriveKey(password, parsed.salt, { ...parsed, keyLength: parsed.hash.length });
    return timingSafeEqual(key, parsed.hash);
  }

  return {
    hash,
    verify,
    async verifyDummy(password) {
      dummy ??= hash(randomBytes(32).toString('base64url'));
      await verify(password, await dummy);
      return false;
    },
  };
}

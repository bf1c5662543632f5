import type { KeyObject } from 'node:crypto';
import type { Es256Jwk, Logger, PublicKeySource } from '@mealbox/platform';
import type { SigningKeyDocument, SigningKeyModel } from '../data/signing-key-model';
import { signingKeyOf } from './signing-keys';
import type { SigningKey } from './signing-keys';

/** Identity's keys as this instance holds them: the one that signs now, and every one still published. */
export interface KeyRing extends PublicKeySource {
  /** The newest unretired key. */
  signing(): SigningKey;
  /** The JWKS: every key still held, retired ones included, until their last token has expired. */
  published(): Es256Jwk[];
  /** Reads the key set again (another instance or `rotate-keys` may have changed it). */
  reload(): Promise<void>;
  stop(): void;
}

export interface KeyRingOptions {
  keys: SigningKeyModel;
  logger: Logger;
  /** How often the set is read again; a rotation reaches this instance within this time. */
  reloadIntervalMs?: number;
  /** An unknown `kid` reads the set again at most this often (a forged kid must not load the database). */
  unknownKidReloadMs?: number;
}

/** `read` keeps the ring sorted newest first and never without an unretired key. */
const signingOf = (ring: SigningKey[]): SigningKey =>
  ring.find((key) => key.retiredAt === null) ?? (ring[0] as SigningKey);

/**
 * Loads the key set from identity's database and keeps it current. Between reloads an instance may still sign
 * with a key another instance has just retired: harmless, as a retired key stays published for the life of
 * every token it signed.
 */
export async function loadKeyRing(options: KeyRingOptions): Promise<KeyRing> {
  const { keys, logger, reloadIntervalMs = 30_000, unknownKidReloadMs = 5_000 } = options;
  let held = await read();
  let lastReloadAt = Date.now();

  async function read(): Promise<SigningKey[]> {
    const documents = await keys.find().lean<SigningKeyDocument[]>();
    const ring = documents.map(signingKeyOf);
    if (!ring.some((key) => key.retiredAt === null)) throw new Error('no signing key is stored');
    // Newest first, so the first unretired key is the one that signs.
    return ring.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || a.kid.localeCompare(b.kid));
  }

  async function reload(): Promise<void> {
    lastReloadAt = Date.now();
    const fresh = await read();
    const before = signingOf(held).kid;
    held = fresh;
    if (signingOf(fresh).kid !== before) logger.info({ kid: signingOf(fresh).kid }, 'signing with a new key');
  }

  const timer = setInterval(() => {
    reload().catch((error: unknown) =>
      logger.warn({ err: error }, 'reloading the signing keys failed; will retry'),
    );
  }, reloadIntervalMs);
  timer.unref();

  const find = (kid: string): KeyObject | undefined => held.find((key) => key.kid === kid)?.publicKey;

  return {
    signing: () => signingOf(held),
    published: () => held.map((key) => key.jwk),
    async keyFor(kid) {
      const known = find(kid);
      if (known || Date.now() - lastReloadAt < unknownKidReloadMs) return known;
      await reload();
      return find(kid);
    },
    reload,
    stop: () => clearInterval(timer),
  };
}

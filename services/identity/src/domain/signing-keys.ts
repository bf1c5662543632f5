import { createPrivateKey, createPublicKey, generateKeyPairSync } from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import { es256Jwk, isP256Key, trustedFilter } from '@mealbox/platform';
import type { Es256Jwk } from '@mealbox/platform';
import { isDuplicateKeyError } from '../data/user-model';
import type { SigningKeyDocument, SigningKeyModel } from '../data/signing-key-model';

export interface SigningKey {
  privateKey: KeyObject;
  publicKey: KeyObject;
  kid: string;
  jwk: Es256Jwk;
  createdAt: Date;
  retiredAt: Date | null;
}

export function signingKeyOf(document: SigningKeyDocument): SigningKey {
  const privateKey = createPrivateKey(document.privateKeyPem);
  if (!isP256Key(privateKey)) throw new Error(`signing key ${document._id} is not a P-256 key`);
  const publicKey = createPublicKey(privateKey);
  const jwk = es256Jwk(publicKey);
  return {
    privateKey,
    publicKey,
    kid: jwk.kid,
    jwk,
    createdAt: document.createdAt,
    retiredAt: document.retiredAt ?? null,
  };
}

/** Generates a P-256 key and stores it, ready to sign: the newest unretired key is the one that signs. */
export async function introduceSigningKey(keys: SigningKeyModel, now: Date): Promise<SigningKey> {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const privateKeyPem = privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
  const key = signingKeyOf({ _id: '', privateKeyPem, createdAt: now });
  await keys.create({ _id: key.kid, privateKeyPem, createdAt: now, retiredAt: null, removeAfter: null });
  return key;
}

/**
 * Rotation: a new key takes over signing at once and every older key is retired. A retired key stays published
 * in the JWKS (and keeps verifying) for `longestTokenSeconds`, the life of the longest token it can have signed,
 * so nobody signed in is signed out by a rotation.
 */
export async function rotateSigningKeys(
  keys: SigningKeyModel,
  now: Date,
  longestTokenSeconds: number,
): Promise<{ introduced: SigningKey; retired: string[] }> {
  const introduced = await introduceSigningKey(keys, now);
  const older = await keys
    .find(trustedFilter({ _id: { $ne: introduced.kid }, retiredAt: null }))
    .select({ _id: 1 })
    .lean<Pick<SigningKeyDocument, '_id'>[]>();
  const retired = older.map((key) => key._id);
  if (retired.length > 0) {
    await keys.updateMany(trustedFilter({ _id: { $in: retired } }), {
      $set: { retiredAt: now, removeAfter: new Date(now.getTime() + longestTokenSeconds * 1000) },
    });
  }
  return { introduced, retired };
}

/** Deletes retired keys whose last token has expired (or, with `everyRetired`, all retired keys: a compromise). */
export async function removeRetiredKeys(
  keys: SigningKeyModel,
  now: Date,
  everyRetired = false,
): Promise<string[]> {
  const filter = everyRetired ? { retiredAt: { $ne: null } } : { removeAfter: { $ne: null, $lte: now } };
  const doomed = await keys
    .find(trustedFilter(filter))
    .select({ _id: 1 })
    .lean<Pick<SigningKeyDocument, '_id'>[]>();
  const ids = doomed.map((key) => key._id);
  if (ids.length > 0) await keys.deleteMany(trustedFilter({ _id: { $in: ids } }));
  return ids;
}

/** Makes sure some key can sign: on the very first start (or after an old Ed25519 key file) one is created. */
export async function ensureSigningKey(keys: SigningKeyModel, now: Date): Promise<boolean> {
  if ((await keys.exists(trustedFilter({ retiredAt: null }))) !== null) return false;
  try {
    await introduceSigningKey(keys, now);
  } catch (error) {
    // Unlikely (a thumbprint clash means the same key); two instances starting together each add one, and the
    // newest signs: both stay published, so that is harmless.
    if (!isDuplicateKeyError(error)) throw error;
  }
  return true;
}

import { createPrivateKey, createPublicKey, generateKeyPairSync, randomBytes } from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import { link, mkdir, readFile, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ed25519Jwk } from '@mealbox/platform';
import type { Ed25519Jwk, Logger } from '@mealbox/platform';

export interface SigningKey {
  privateKey: KeyObject;
  publicKey: KeyObject;
  kid: string;
  jwk: Ed25519Jwk;
}

/**
 * Loads identity's Ed25519 private key (PKCS#8 PEM). On first start the file does not exist: a key is generated
 * and written with mode 0600 (parent folders created 0700), exclusively, so two instances starting together
 * end up with the one key that won.
 */
export async function loadOrCreateSigningKey(file: string, logger: Logger): Promise<SigningKey> {
  let pem: string;
  try {
    pem = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    pem = await createKeyFile(file, logger);
  }
  const mode = (await stat(file)).mode & 0o777;
  if ((mode & 0o077) !== 0) {
    logger.warn({ file, mode: mode.toString(8) }, 'the JWT signing key file is readable by other users');
  }
  const privateKey = createPrivateKey(pem);
  if (privateKey.asymmetricKeyType !== 'ed25519') {
    throw new Error(`${file} does not hold an Ed25519 private key`);
  }
  const publicKey = createPublicKey(privateKey);
  const jwk = ed25519Jwk(publicKey);
  return { privateKey, publicKey, kid: jwk.kid, jwk };
}

async function createKeyFile(file: string, logger: Logger): Promise<string> {
  const { privateKey } = generateKeyPairSync('ed25519');
  const pem = privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  // Written whole under a private name, then linked into place: `link` fails if the file exists, so a racing
  // instance never reads a half-written key and never replaces one already in use.
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(temporary, pem, { mode: 0o600, flag: 'wx' });
  try {
    await link(temporary, file);
    logger.info({ file }, 'generated a new JWT signing key');
    return pem;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return readFile(file, 'utf8');
  } finally {
    await unlink(temporary);
  }
}

/**
 * Rotates identity's token signing keys (stored in identity's database, shared by every instance).
 *
 *   pnpm --filter @mealbox/identity rotate-keys                  a new key signs from now on; older keys retire
 *   pnpm --filter @mealbox/identity rotate-keys --list           the keys held, which one signs, when each goes
 *   pnpm --filter @mealbox/identity rotate-keys --remove-retired after a compromise: drop every retired key now
 *
 * Reads MONGO_URL like the service. Running instances pick the new key up within 30 s (they reload the set);
 * until then they sign with the old one, which stays published, so nothing breaks meanwhile. A retired key is
 * published until the last token it signed has expired (14 days and a minute, the refresh tokens' idle
 * lifetime); identity's hourly sweep then deletes it. `--remove-retired` does that at once: every token the
 * retired keys signed stops verifying (other services within 5 minutes, their key cache) and those people
 * sign in again.
 */
import { parseArgs } from 'node:util';
import { connectMongo } from '@mealbox/platform';
import { RETIRED_KEY_RETENTION_SECONDS, loadIdentityConfig } from '../config';
import { signingKeyModel } from '../data/signing-key-model';
import type { SigningKeyDocument } from '../data/signing-key-model';
import { removeRetiredKeys, rotateSigningKeys } from '../domain/signing-keys';

const USAGE = 'usage: rotate-keys [--list | --remove-retired]';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      list: { type: 'boolean' },
      'remove-retired': { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.error(USAGE);
    process.exit(0);
  }
  const config = loadIdentityConfig();
  const connection = await connectMongo(config.MONGO_URL);
  try {
    const keys = signingKeyModel(connection);
    await keys.init();
    const now = new Date();
    if (values['remove-retired']) {
      const removed = await removeRetiredKeys(keys, now, true);
      console.log(removed.length ? `removed ${removed.join(', ')}` : 'no retired key to remove');
    } else if (!values.list) {
      const { introduced, retired } = await rotateSigningKeys(keys, now, RETIRED_KEY_RETENTION_SECONDS);
      console.log(`introduced ${introduced.kid}; it signs from now on`);
      if (retired.length) console.log(`retired ${retired.join(', ')} (published until their tokens expire)`);
    }
    for (const key of await keys.find().sort({ createdAt: -1 }).lean<SigningKeyDocument[]>()) {
      const state = key.retiredAt
        ? `retired ${key.retiredAt.toISOString()}, removed after ${key.removeAfter?.toISOString() ?? '-'}`
        : 'signing (the newest unretired key signs)';
      console.log(`${key._id}  created ${key.createdAt.toISOString()}  ${state}`);
    }
  } finally {
    await connection.close();
  }
}

main().catch((error: unknown) => {
  console.error(`rotate-keys failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});

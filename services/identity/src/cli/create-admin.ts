/**
 * Creates a staff + superuser account through the same registration use case as the sign-up form.
 *
 *   ADMIN_PASSWORD='…' node services/identity/dist/cli/create-admin.js --username ops --email ops@example.co.uk
 *   pnpm --filter @mealbox/identity create-admin --username ops --email ops@example.co.uk   (prompts for the password)
 *
 * Reads MONGO_URL like the service. The UserRegistered event waits in the user's outbox: this process has no
 * Kafka connection, and the running service cannot be told about a write made elsewhere, so its outbox relay
 * publishes the event on its next background sweep (every 10 s) or at its next start.
 */
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { connectMongo } from '@mealbox/platform';
import { loadIdentityConfig } from '../config';
import { userModel } from '../data/user-model';
import { createAdmin } from '../domain/bootstrap-admin';
import { OWASP_SCRYPT, createPasswordHasher } from '../domain/password-hasher';

const USAGE =
  'usage: create-admin --username <name> --email <address> [--first-name <name>] [--last-name <name>]\n' +
  '       the password comes from ADMIN_PASSWORD, or is asked for on the terminal';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      username: { type: 'string' },
      email: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help || !values.username || !values.email) {
    console.error(USAGE);
    process.exit(values.help ? 0 : 2);
  }
  const config = loadIdentityConfig();
  const password = process.env.ADMIN_PASSWORD || (await askPassword());

  const connection = await connectMongo(config.MONGO_URL);
  try {
    const users = userModel(connection);
    await users.init();
    const admin = await createAdmin(
      {
        users,
        hasher: createPasswordHasher(OWASP_SCRYPT),
        afterChange: () => undefined,
        now: () => new Date(),
      },
      {
        username: values.username,
        email: values.email,
        password,
        ...(values['first-name'] ? { firstName: values['first-name'] } : {}),
        ...(values['last-name'] ? { lastName: values['last-name'] } : {}),
      },
      'cli:create-admin',
    );
    console.log(`created admin ${admin.username} (id ${admin._id.toHexString()})`);
  } finally {
    await connection.close();
  }
}

/** Reads a password without echoing it on a terminal; from a pipe it reads the first line. */
async function askPassword(): Promise<string> {
  const { stdin, stderr } = process;
  if (!stdin.isTTY) {
    const lines = createInterface({ input: stdin });
    for await (const line of lines) {
      lines.close();
      return line;
    }
    throw new Error('no password given (set ADMIN_PASSWORD or type it on standard input)');
  }
  stderr.write('Password: ');
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding('utf8');
  return new Promise((resolve, reject) => {
    let password = '';
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n' || char === '\u0004') {
          finish();
          resolve(password);
          return;
        }
        if (char === '\u0003') {
          finish();
          reject(new Error('cancelled'));
          return;
        }
        if (char === '\u007f' || char === '\b') password = password.slice(0, -1);
        else password += char;
      }
    };
    const finish = () => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      stderr.write('\n');
    };
    stdin.on('data', onData);
  });
}

main().catch((error: unknown) => {
  console.error(`create-admin failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});

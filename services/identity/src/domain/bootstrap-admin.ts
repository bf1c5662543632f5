import { HttpProblem, parseInput } from '@mealbox/platform';
import type { Logger } from '@mealbox/platform';
import { z } from 'zod';
import type { UserDocument } from '../data/user-model';
import { registerUser } from './register-user';
import type { UserWriteDeps } from './register-user';
import { registrationShape } from './registration';

export interface AdminAccount {
  username: string;
  email: string;
  password: string;
  firstName?: string;
  lastName?: string;
}

const adminSchema = z.object(registrationShape);

/**
 * Creates a staff + superuser account through the same registration use case as everyone else (same rules,
 * UserRegistered published). Used by the first start (`ADMIN_*` configuration) and the create-admin CLI.
 * Input errors come back as one readable message.
 */
export async function createAdmin(
  deps: UserWriteDeps,
  account: AdminAccount,
  correlationId: string,
): Promise<UserDocument> {
  try {
    const input = parseInput(
      adminSchema,
      {
        username: account.username,
        email: account.email,
        password: account.password,
        first_name: account.firstName ?? 'Mealbox',
        last_name: account.lastName ?? 'Admin',
      },
      'admin account',
    );
    return await registerUser(deps, input, { isStaff: true, isSuperuser: true }, correlationId);
  } catch (error) {
    if (error instanceof HttpProblem && error.errors) {
      const details = Object.entries(error.errors).map(
        ([field, messages]) => `${field}: ${messages.join(' ')}`,
      );
      throw new Error(`the admin account was refused: ${details.join('; ')}`);
    }
    throw error;
  }
}

/** First start: creates the configured admin unless a user with that username exists (so it runs once). */
export async function ensureConfiguredAdmin(
  deps: UserWriteDeps & { logger: Logger },
  account: AdminAccount | undefined,
): Promise<void> {
  if (!account) return;
  const existing = await deps.users.exists({ usernameKey: account.username.trim().toLowerCase() });
  if (existing) return;
  try {
    const admin = await createAdmin(deps, account, 'bootstrap:admin');
    deps.logger.info(
      { userId: admin._id.toHexString(), username: admin.username },
      'created the configured admin',
    );
  } catch (error) {
    // Another instance starting at the same moment created it first.
    if (await deps.users.exists({ usernameKey: account.username.trim().toLowerCase() })) return;
    throw error;
  }
}

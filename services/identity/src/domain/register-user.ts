import type { WrittenDocument } from '@mealbox/platform';
import { Types } from 'mongoose';
import { TOPICS } from '@mealbox/contracts';
import type { UserRegisteredData } from '@mealbox/contracts';
import { badRequest, createEvent, toOutboxEntry } from '@mealbox/platform';
import { PRODUCER } from '../config';
import { isDuplicateKeyError } from '../data/user-model';
import type { UserDocument, UserModel } from '../data/user-model';
import type { PasswordHasher } from './password-hasher';
import { passwordProblems } from './password-rules';
import type { RegistrationInput } from './registration';

export interface UserWriteDeps {
  users: UserModel;
  hasher: PasswordHasher;
  /** Called after every committed change: publishes the outbox (of `written`, or every pending one). */
  afterChange(written?: WrittenDocument): void;
  now(): Date;
}

export interface Privileges {
  isStaff: boolean;
  isSuperuser: boolean;
}

export const USERNAME_TAKEN = 'A user with that username already exists.';
export const EMAIL_TAKEN = 'A user with that email already exists.';

/**
 * Creates an account: the public sign-up form, the first-start admin and the create-admin CLI all come here.
 * The user and its UserRegistered event are one insert (the event rides in the document's outbox). Unique
 * indexes on username and email decide races; the checks before the insert only make the messages complete.
 */
export async function registerUser(
  deps: UserWriteDeps,
  input: RegistrationInput,
  privileges: Privileges,
  correlationId: string,
): Promise<UserDocument> {
  const usernameKey = input.username.toLowerCase();
  const errors: Record<string, string[]> = {};
  const problems = passwordProblems(input.password, { username: input.username, email: input.email });
  if (problems.length > 0) errors.password = problems;
  Object.assign(errors, await takenFields(deps.users, usernameKey, input.email));
  if (Object.keys(errors).length > 0) throw badRequest('The registration is not valid.', errors);

  const passwordHash = await deps.hasher.hash(input.password);
  const _id = new Types.ObjectId();
  const now = deps.now();
  const user: Omit<UserDocument, 'outbox' | 'outboxPending'> = {
    _id,
    username: input.username,
    usernameKey,
    email: input.email,
    firstName: input.first_name,
    lastName: input.last_name,
    passwordHash,
    isActive: true,
    isStaff: privileges.isStaff,
    isSuperuser: privileges.isSuperuser,
    dateJoined: now,
    revision: 1,
    updatedAt: now,
  };
  const data: UserRegisteredData = {
    userId: _id.toHexString(),
    username: user.username,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    isStaff: user.isStaff,
    registeredAt: now.toISOString(),
  };
  const event = createEvent('UserRegistered', data, { producer: PRODUCER, correlationId, now: deps.now });
  try {
    await deps.users.create({
      ...user,
      outbox: [toOutboxEntry(TOPICS.identityUsers, data.userId, event)],
      outboxPending: true,
    });
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
    // Someone took the username or email between our check and the insert.
    const taken = await takenFields(deps.users, usernameKey, input.email);
    throw badRequest(
      'The registration is not valid.',
      Object.keys(taken).length ? taken : { username: [USERNAME_TAKEN] },
    );
  }
  deps.afterChange({ model: deps.users, id: _id });
  return { ...user, outbox: [], outboxPending: true };
}

async function takenFields(users: UserModel, usernameKey: string, email: string) {
  const errors: Record<string, string[]> = {};
  const [username, mail] = await Promise.all([users.exists({ usernameKey }), users.exists({ email })]);
  if (username) errors.username = [USERNAME_TAKEN];
  if (mail) errors.email = [EMAIL_TAKEN];
  return errors;
}

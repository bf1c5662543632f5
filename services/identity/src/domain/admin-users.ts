import { Types } from 'mongoose';
import { TOPICS } from '@mealbox/contracts';
import type { Pagination, UserUpdatedData } from '@mealbox/contracts';
import {
  badRequest,
  conflict,
  createEvent,
  notFound,
  outboxUpdate,
  pageWindow,
  paginationOf,
  toOutboxEntry,
  trustedFilter,
  writeDocument,
} from '@mealbox/platform';
import type { KeyedLock, WriteDecision } from '@mealbox/platform';
import type { UserLoginModel } from '../data/user-login-model';
import { PUBLIC_USER_FIELDS, isDuplicateKeyError } from '../data/user-model';
import type { UserDocument } from '../data/user-model';
import type { CustomerContactModel, UserOrderDocument, UserOrderModel } from '../data/user-order-model';
import { PRODUCER } from '../config';
import { EMAIL_TAKEN } from './register-user';
import type { UserWriteDeps } from './register-user';
import { accessRevokedEntry } from './access-revoked-event';
import { revokeAllSessions } from './session-tokens';
import type { TokenDeps } from './session-tokens';

export interface AdminUserDeps extends UserWriteDeps {
  orders: UserOrderModel;
  contacts: CustomerContactModel;
  logins: UserLoginModel;
  tokens: TokenDeps;
  /**
   * Runs a change to one user's document with no other change to it in flight (in this process), including the
   * outbox relay's clean-up, so writers in this process queue rather than race; the conditional filters keep
   * other instances right.
   */
  exclusive<T>(userId: string, change: () => Promise<T>): Promise<T>;
  /** The service's document lock that `exclusive` takes, for writeDocument. */
  lock: KeyedLock;
}

/** A user with what identity knows from ordering: the admin list's row before it is shaped for HTTP. */
export interface UserView {
  user: UserDocument;
  lastLogin: Date | null;
  orderCount: number;
  completedOrders: number;
  phoneNumber: string | null;
}

export interface UserListQuery {
  status?: 'active' | 'inactive';
  search?: string;
  page: number;
  page_size: number;
}

export interface UserProfilePatch {
  first_name?: string;
  last_name?: string;
  email?: string;
  is_staff?: boolean;
}

const USER_NOT_FOUND = 'User not found.';

export function parseUserId(id: string): Types.ObjectId {
  if (!/^[0-9a-f]{24}$/i.test(id)) throw notFound(USER_NOT_FOUND);
  return new Types.ObjectId(id);
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Newest first; `search` matches username, names and email, as plain text, ignoring case. */
export async function listUsers(
  deps: AdminUserDeps,
  query: UserListQuery,
): Promise<{ users: UserView[]; pagination: Pagination }> {
  const filter: Record<string, unknown> = {};
  if (query.status) filter.isActive = query.status === 'active';
  if (query.search) {
    const pattern = { $regex: escapeRegex(query.search), $options: 'i' };
    filter.$or = ['username', 'firstName', 'lastName', 'email'].map((field) => ({ [field]: pattern }));
  }
  const safeFilter = trustedFilter(filter);
  const { skip, limit } = pageWindow(query.page, query.page_size);
  const [users, total] = await Promise.all([
    deps.users
      .find(safeFilter)
      .select(PUBLIC_USER_FIELDS)
      .sort({ dateJoined: -1, _id: -1 })
      .skip(skip)
      .limit(limit)
      .lean<UserDocument[]>(),
    deps.users.countDocuments(safeFilter),
  ]);
  return {
    users: await withOrderFacts(deps, users),
    pagination: paginationOf(total, query.page, query.page_size),
  };
}

/** Adds last sign-in, order counts and phone numbers: four queries for the whole page. */
async function withOrderFacts(deps: AdminUserDeps, users: UserDocument[]): Promise<UserView[]> {
  if (users.length === 0) return [];
  const ids = users.map((user) => user._id.toHexString());
  const countBy = async (match: Record<string, unknown>) => {
    // FerretDB v1's $group supports `$sum: 1`; the delivered ones are a second, filtered count.
    const groups = await deps.orders.aggregate<{ _id: string; count: number }>([
      { $match: { userId: { $in: ids }, placed: true, ...match } },
      { $group: { _id: '$userId', count: { $sum: 1 } } },
    ]);
    return new Map(groups.map((group) => [group._id, group.count]));
  };
  const [placed, delivered, contacts, logins] = await Promise.all([
    countBy({}),
    countBy({ orderStatus: 'delivered' }),
    deps.contacts.find(trustedFilter({ _id: { $in: ids } })).lean(),
    deps.logins.find(trustedFilter({ _id: { $in: ids } })).lean(),
  ]);
  const phones = new Map(contacts.map((contact) => [contact._id, contact.phoneNumber]));
  const lastLogins = new Map(logins.map((login) => [login._id, login.lastLogin]));
  return users.map((user) => {
    const id = user._id.toHexString();
    return {
      user,
      lastLogin: lastLogins.get(id) ?? null,
      orderCount: placed.get(id) ?? 0,
      completedOrders: delivered.get(id) ?? 0,
      phoneNumber: phones.get(id) ?? null,
    };
  });
}

async function findUser(deps: AdminUserDeps, _id: Types.ObjectId): Promise<UserDocument> {
  const user = await deps.users.findOne({ _id }).select(PUBLIC_USER_FIELDS).lean<UserDocument>();
  if (!user) throw notFound(USER_NOT_FOUND);
  return user;
}

export async function viewUser(deps: AdminUserDeps, id: string): Promise<UserView> {
  const [view] = await withOrderFacts(deps, [await findUser(deps, parseUserId(id))]);
  return view as UserView;
}

/** A user's orders as identity knows them from ordering's events, newest first. */
export async function listUserOrders(
  deps: AdminUserDeps,
  id: string,
  page: number,
  pageSize: number,
): Promise<{ orders: UserOrderDocument[]; pagination: Pagination }> {
  const user = await findUser(deps, parseUserId(id));
  const filter = { userId: user._id.toHexString(), placed: true };
  const { skip, limit } = pageWindow(page, pageSize);
  const [orders, total] = await Promise.all([
    deps.orders
      .find(filter)
      .sort({ orderedAt: -1, _id: -1 })
      .skip(skip)
      .limit(limit)
      .lean<UserOrderDocument[]>(),
    deps.orders.countDocuments(filter),
  ]);
  return { orders, pagination: paginationOf(total, page, pageSize) };
}

/**
 * A staff edit of names, email or the staff flag. Applies only to the revision it read (writeDocument's optimistic
 * concurrency) and publishes UserUpdated in the same write. An admin cannot take away their own staff flag.
 */
export async function updateUserProfile(
  deps: AdminUserDeps,
  actorId: string,
  id: string,
  patch: UserProfilePatch,
  correlationId: string,
): Promise<UserView> {
  const _id = parseUserId(id);
  if (patch.email !== undefined) {
    const other = await deps.users.exists(trustedFilter({ email: patch.email, _id: { $ne: _id } }));
    if (other) throw badRequest('The user is not valid.', { email: [EMAIL_TAKEN] });
  }
  try {
    await writeDocument<UserDocument, null>({
      model: deps.users,
      id: _id,
      lock: deps.lock,
      versionField: 'revision',
      decide: (current) => {
        if (!current) throw notFound(USER_NOT_FOUND);
        return profileChange(deps, actorId, current, patch, correlationId);
      },
      now: deps.now,
      announce: (written) => deps.afterChange({ model: deps.users, id: written }),
      conflictMessage: 'The user was changed by someone else at the same time. Please reload and try again.',
    });
  } catch (error) {
    // Another user took the email between the check above and the write: the unique index refused it.
    if (isDuplicateKeyError(error)) throw badRequest('The user is not valid.', { email: [EMAIL_TAKEN] });
    throw error;
  }
  return viewUser(deps, id);
}

/** The patch laid over the user as read, with UserUpdated (and the revoked access, if staff rights go). */
function profileChange(
  deps: AdminUserDeps,
  actorId: string,
  current: UserDocument,
  patch: UserProfilePatch,
  correlationId: string,
): WriteDecision<UserDocument, null> {
  const id = current._id.toHexString();
  if (actorId === id && patch.is_staff === false && current.isStaff) {
    throw conflict('You cannot remove your own staff access.');
  }
  const next = {
    firstName: patch.first_name ?? current.firstName,
    lastName: patch.last_name ?? current.lastName,
    email: patch.email ?? current.email,
    isStaff: patch.is_staff ?? current.isStaff,
  };
  const changed = (Object.keys(next) as (keyof typeof next)[]).some(
    (field) => next[field] !== current[field],
  );
  if (!changed) return { outcome: null };
  const data: UserUpdatedData = { userId: id, username: current.username, ...next };
  const event = createEvent('UserUpdated', data, { producer: PRODUCER, correlationId, now: deps.now });
  // Staff rights taken away: tokens that still carry them are refused everywhere within seconds.
  const revoked = current.isStaff && !next.isStaff ? [accessRevokedEntry(id, correlationId, deps.now)] : [];
  return {
    change: { set: next, events: [toOutboxEntry(TOPICS.identityUsers, id, event), ...revoked] },
    outcome: null,
  };
}

/**
 * Activates or deactivates an account, publishing UserActivated / UserDeactivated with the change. Deactivation
 * also ends every session of the user. Asking for the state the user is already in changes nothing. An admin
 * cannot deactivate themselves (the last admin could lock everyone out).
 */
export async function setUserActive(
  deps: AdminUserDeps,
  actorId: string,
  id: string,
  active: boolean,
  correlationId: string,
): Promise<UserView> {
  const _id = parseUserId(id);
  if (!active && actorId === id) throw conflict('You cannot deactivate your own account.');
  await findUser(deps, _id);
  await deps.exclusive(id, () => writeActive(deps, _id, active, correlationId));
  // Even when it was already inactive: a session started in a race with an earlier deactivation ends too.
  if (!active) await revokeAllSessions(deps.tokens, id, 'deactivated');
  return viewUser(deps, id);
}

async function writeActive(deps: AdminUserDeps, _id: Types.ObjectId, active: boolean, correlationId: string) {
  const id = _id.toHexString();
  const event = active
    ? createEvent('UserActivated', { userId: id }, { producer: PRODUCER, correlationId, now: deps.now })
    : createEvent('UserDeactivated', { userId: id }, { producer: PRODUCER, correlationId, now: deps.now });
  // A deactivated user's access tokens are refused everywhere within seconds, not when they expire.
  const revoked = active ? [] : [accessRevokedEntry(id, correlationId, deps.now)];
  const outbox = outboxUpdate([toOutboxEntry(TOPICS.identityUsers, id, event), ...revoked]);
  const written = await deps.users.updateOne(
    { _id, isActive: !active },
    {
      $set: { isActive: active, updatedAt: deps.now(), ...outbox.$set },
      $inc: { revision: 1 },
      $push: outbox.$push,
    },
  );
  if (written.matchedCount === 1) deps.afterChange({ model: deps.users, id: _id });
}

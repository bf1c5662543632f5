import type { Types } from 'mongoose';
import { conflict, documentLockKey, isDuplicateKeyError, notFound, trustedFilter } from '@mealbox/platform';
import type { AuthUser } from '@mealbox/platform';
import type { CustomerDocument } from '../data/customer-model';
import { WITHOUT_OUTBOX, objectIdOr404 } from '../../shared/data/query-helpers';
import { customerUpdatedEntry } from '../../orders/events/order-events';
import { canSee } from '../../shared/domain/access';
import { fillMissingOrderContacts } from './order-contacts';
import { writeCustomer } from './write-customer';
import { MAX_CONCURRENT_RETRIES } from '../../shared/domain/ordering-deps';
import type { OrderingDeps } from '../../shared/domain/ordering-deps';

export const CUSTOMER_NOT_FOUND = 'Customer not found.';
/** "Not known yet": any real profile event is newer. */
const NEVER = new Date(0);

export type CustomerDeps = Pick<OrderingDeps, 'customers' | 'lock' | 'afterChange' | 'now'>;

export interface Profile {
  name: string;
  email: string;
  /** The identity event's `occurredAt`. */
  at: Date;
}

/** Creations for one user are serialised here; changes to a customer take its document's lock. */
const userLockKey = (deps: CustomerDeps, userId: string) => documentLockKey(deps.customers, `user:${userId}`);
export const customerLockKey = (deps: CustomerDeps, customer: { _id: Types.ObjectId }) =>
  documentLockKey(deps.customers, customer._id);

/**
 * The user's customer, created if there is none yet (with the profile, if the creation comes from identity's
 * event). The unique `userId` index makes a creation by another instance fail here, and we read theirs instead:
 * never two customers for one user.
 */
async function findOrCreate(
  deps: CustomerDeps,
  userId: string,
  profile?: Profile,
): Promise<CustomerDocument> {
  for (let attempt = 0; attempt < MAX_CONCURRENT_RETRIES; attempt++) {
    const existing = await deps.customers.findOne({ userId }).select(WITHOUT_OUTBOX).lean<CustomerDocument>();
    if (existing) return existing;
    const now = deps.now();
    try {
      const created = await deps.customers.create({
        userId,
        name: profile?.name ?? '',
        email: profile?.email ?? '',
        profileAt: profile?.at ?? NEVER,
        phoneNumber: null,
        addresses: [],
        defaultAddressId: null,
        revision: 1,
        createdAt: now,
        updatedAt: now,
      });
      return created.toObject();
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
    }
  }
  throw conflict('Your customer record is being created. Please try again.');
}

/** The signed-in user's customer (GET/PATCH customers/me, add_address), created on demand. */
export function ensureCustomer(deps: CustomerDeps, userId: string): Promise<CustomerDocument> {
  return deps.lock(userLockKey(deps, userId), () => findOrCreate(deps, userId));
}

/**
 * Applies identity's name and email (UserRegistered, UserUpdated): creates the customer if the user has none
 * yet, otherwise overwrites them only if this event is newer than the one they came from, so redelivered and
 * out-of-order events leave the newest values. Orders placed before the first profile arrived get the newest
 * name and email too.
 */
export async function applyUserProfile(
  deps: CustomerDeps & Pick<OrderingDeps, 'orders'>,
  userId: string,
  profile: Profile,
): Promise<void> {
  await deps.lock(userLockKey(deps, userId), async () => {
    const customer = await findOrCreate(deps, userId, profile);
    const newer = customer.profileAt.getTime() < profile.at.getTime();
    if (newer) {
      await deps.lock(customerLockKey(deps, customer), () =>
        deps.customers.updateOne(trustedFilter({ _id: customer._id, profileAt: { $lt: profile.at } }), {
          $set: { name: profile.name, email: profile.email, profileAt: profile.at, updatedAt: deps.now() },
        }),
      );
    }
    // Also when this event is not newer: a redelivery after a crash between the two writes still fills them.
    await fillMissingOrderContacts(deps, userId, newer ? profile : customer);
  });
}

/** A customer by id: the caller's own, or anyone's for an admin; anything else is 404. */
export async function viewCustomer(
  deps: CustomerDeps,
  user: AuthUser,
  id: string,
): Promise<CustomerDocument> {
  const _id = objectIdOr404(id, CUSTOMER_NOT_FOUND);
  const customer = await deps.customers.findById(_id).select(WITHOUT_OUTBOX).lean<CustomerDocument>();
  if (!customer || !canSee(user, customer.userId)) throw notFound(CUSTOMER_NOT_FOUND);
  return customer;
}

/**
 * Sets the customer's phone number (E.164), publishing CustomerUpdated in the same write; the number it already
 * has changes nothing.
 */
export async function updatePhoneNumber(
  deps: CustomerDeps,
  userId: string,
  phoneNumber: string,
  correlationId: string,
): Promise<CustomerDocument> {
  const customer = await ensureCustomer(deps, userId);
  const { document } = await writeCustomer<null>(deps, customer._id, (current) => {
    if (!current) throw notFound(CUSTOMER_NOT_FOUND);
    if (current.phoneNumber === phoneNumber) return { outcome: null };
    const event = customerUpdatedEntry(
      { customerId: current._id.toHexString(), userId, phoneNumber },
      { correlationId, now: deps.now },
    );
    return { change: { set: { phoneNumber }, events: [event] }, outcome: null };
  });
  // decide has already refused a missing customer; this only tells the compiler.
  if (!document) throw notFound(CUSTOMER_NOT_FOUND);
  return document;
}

import { Types } from 'mongoose';
import type { ContactMessageStatus, ContactSubject, Pagination } from '@mealbox/contracts';
import { notFound, pageWindow, paginationOf } from '@mealbox/platform';
import type { ContactMessageDocument, ContactMessageModel } from '../data/contact-message-model';
import type { LoginThrottle, ThrottlePolicy } from './login-throttle';

export interface ContactDeps {
  messages: ContactMessageModel;
  /** The sign-in throttle's slots, under `contact:<address>` keys. */
  throttle: LoginThrottle;
  throttlePolicy: ThrottlePolicy;
  /** Runs a change to one message with no other change to it in flight (FerretDB v1, see createKeyedLock). */
  exclusive<T>(messageId: string, change: () => Promise<T>): Promise<T>;
  now(): Date;
}

/** Five messages per client address in ten minutes: plenty for a person, a wall for a script. */
export const DEFAULT_CONTACT_THROTTLE: ThrottlePolicy = { limit: 5, windowMs: 10 * 60 * 1000 };

export interface ContactForm {
  name: string;
  email: string;
  subject: ContactSubject;
  message: string;
}

/** Too many messages from one address; try again after `retryAfterSeconds`. */
export class ContactThrottled extends Error {
  override readonly name = 'ContactThrottled';
  constructor(readonly retryAfterSeconds: number) {
    super('too many contact messages');
  }
}

/**
 * Keeps a message for staff. Each one first takes a slot of its address's window (a unique insert, so a
 * parallel burst cannot slip past the limit the way a read-then-count would on FerretDB).
 */
export async function submitContactMessage(
  deps: ContactDeps,
  form: ContactForm,
  clientAddress: string,
): Promise<ContactMessageDocument> {
  const slot = await deps.throttle.reserve(`contact:${clientAddress}`, deps.throttlePolicy);
  if (!slot.allowed) throw new ContactThrottled(slot.retryAfterSeconds);
  const created = await deps.messages.create({
    ...form,
    status: 'new',
    createdAt: deps.now(),
    handledAt: null,
    handledBy: null,
    handledByUsername: null,
  });
  return created.toObject();
}

const MESSAGE_NOT_FOUND = 'Message not found.';

function parseMessageId(id: string): Types.ObjectId {
  if (!/^[0-9a-f]{24}$/i.test(id)) throw notFound(MESSAGE_NOT_FOUND);
  return new Types.ObjectId(id);
}

/** Newest first, optionally only new or only handled ones. */
export async function listContactMessages(
  deps: Pick<ContactDeps, 'messages'>,
  query: { status?: ContactMessageStatus; page: number; page_size: number },
): Promise<{ messages: ContactMessageDocument[]; pagination: Pagination }> {
  const filter = query.status ? { status: query.status } : {};
  const { skip, limit } = pageWindow(query.page, query.page_size);
  const [messages, total] = await Promise.all([
    deps.messages
      .find(filter)
      .sort({ createdAt: -1, _id: -1 })
      .skip(skip)
      .limit(limit)
      .lean<ContactMessageDocument[]>(),
    deps.messages.countDocuments(filter),
  ]);
  return { messages, pagination: paginationOf(total, query.page, query.page_size) };
}

/**
 * Marks a message handled (recording who and when) or new again. Asking for the state it is already in changes
 * nothing, so the first handler's name and time stay.
 */
export async function setContactMessageHandled(
  deps: ContactDeps,
  actor: { id: string; username: string },
  id: string,
  handled: boolean,
): Promise<ContactMessageDocument> {
  const _id = parseMessageId(id);
  return deps.exclusive(_id.toHexString(), async () => {
    const current = await deps.messages.findById(_id).lean<ContactMessageDocument>();
    if (!current) throw notFound(MESSAGE_NOT_FOUND);
    const status: ContactMessageStatus = handled ? 'handled' : 'new';
    if (current.status === status) return current;
    const change = handled
      ? { status, handledAt: deps.now(), handledBy: actor.id, handledByUsername: actor.username }
      : { status, handledAt: null, handledBy: null, handledByUsername: null };
    await deps.messages.updateOne({ _id }, { $set: change });
    return { ...current, ...change };
  });
}

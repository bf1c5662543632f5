import { Types } from 'mongoose';
import type { SortOrder } from 'mongoose';
import type { ContactMessageStatus, ContactSubject, Pagination } from '@mealbox/contracts';
import { TOPICS } from '@mealbox/contracts';
import type { ContactMessageHandledData } from '@mealbox/contracts';
import {
  TooManyRequests,
  badRequest,
  conflict,
  createEvent,
  notFound,
  pageWindow,
  paginationOf,
  pleaseWait,
  toOutboxEntry,
  writeDocument,
} from '@mealbox/platform';
import type {
  DocumentChange,
  KeyedLock,
  OutboxEntry,
  RateLimiter,
  SubscriberPlanDeps,
  WrittenDocument,
} from '@mealbox/platform';
import { PRODUCER } from '../../config';
import type { ContactMessageDocument, ContactMessageModel } from '../data/contact-message-model';
import { perksOf } from '../../domain/perks-of';

export interface ContactDeps extends SubscriberPlanDeps {
  messages: ContactMessageModel;
  /** Messages per client address. */
  limiter: RateLimiter;
  /** The service's document lock (createKeyedLock), shared with the outbox relay's clean-up. */
  lock: KeyedLock;
  /** Publishes the outbox of a message just written (the answer to its sender). */
  announced(written: WrittenDocument): void;
  now(): Date;
}

export interface ContactForm {
  name: string;
  email: string;
  subject: ContactSubject;
  message: string;
}

/**
 * Keeps a message for staff, once the client address is within its limit. A signed-in sender (`senderId`, from
 * their token, never from the form) whose plan has priority support has it marked priority, as their plan stands
 * when it arrives.
 */
export async function submitContactMessage(
  deps: ContactDeps,
  form: ContactForm,
  clientAddress: string,
  senderId?: string,
): Promise<ContactMessageDocument> {
  await deps.limiter.consume(clientAddress).catch((error: unknown) => {
    if (!(error instanceof TooManyRequests)) throw error;
    throw new TooManyRequests(
      error.retryAfterSeconds,
      `You have sent several messages already. ${pleaseWait(error.retryAfterSeconds)}`,
    );
  });
  const priority = senderId ? (await perksOf(deps, senderId)).prioritySupport : false;
  const now = deps.now();
  const created = await deps.messages.create({
    ...form,
    status: 'new',
    priority,
    createdAt: now,
    version: 0,
    updatedAt: now,
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

/**
 * Newest first, optionally only new or only handled ones. The new ones, the queue staff work through, have the
 * priority messages first; handled and all messages are simply newest first.
 */
export async function listContactMessages(
  deps: Pick<ContactDeps, 'messages'>,
  query: { status?: ContactMessageStatus; page: number; page_size: number },
): Promise<{ messages: ContactMessageDocument[]; pagination: Pagination }> {
  const filter = query.status ? { status: query.status } : {};
  const newestFirst: Record<string, SortOrder> = { createdAt: -1, _id: -1 };
  const order = query.status === 'new' ? { priority: -1 as const, ...newestFirst } : newestFirst;
  const { skip, limit } = pageWindow(query.page, query.page_size);
  const [messages, total] = await Promise.all([
    deps.messages.find(filter).sort(order).skip(skip).limit(limit).lean<ContactMessageDocument[]>(),
    deps.messages.countDocuments(filter),
  ]);
  return { messages, pagination: paginationOf(total, query.page, query.page_size) };
}

const REPLY_NEEDS_HANDLED = 'A reply is sent when the message is marked handled.';
const ALREADY_ANSWERED =
  'This message has already been answered by email. Write to the sender directly to add anything.';

/**
 * Marks a message handled (recording who and when) or new again. The first time it is handled its sender is
 * answered by email, with staff's own `reply` when they wrote one; a reply to a message answered before is
 * refused (409), since no second answer is sent. Asking for the state it is already in changes nothing, so the
 * first handler's name and time stay (and a retried request that carried the same reply gets the same answer).
 * Written with writeDocument: the change applies only to the version read, so two staff members (on two
 * instances) answering at once cannot both send an answer.
 */
export async function setContactMessageHandled(
  deps: ContactDeps,
  actor: { id: string; username: string },
  id: string,
  handled: boolean,
  reply?: string,
): Promise<ContactMessageDocument> {
  const _id = parseMessageId(id);
  if (reply !== undefined && !handled)
    throw badRequest(REPLY_NEEDS_HANDLED, { reply: [REPLY_NEEDS_HANDLED] });
  const written = await writeDocument<ContactMessageDocument, null>({
    model: deps.messages,
    id: _id,
    lock: deps.lock,
    versionField: 'version',
    decide: (current, at) => {
      if (!current) throw notFound(MESSAGE_NOT_FOUND);
      const change = handledChange(current, actor, handled, reply, at);
      return change ? { change, outcome: null } : { outcome: null };
    },
    now: deps.now,
    announce: (messageId) => deps.announced({ model: deps.messages, id: messageId }),
    conflictMessage: MESSAGE_CHANGED,
  });
  // `decide` refuses a missing message, so a document is always there.
  if (!written.document) throw notFound(MESSAGE_NOT_FOUND);
  return written.document;
}

const MESSAGE_CHANGED = 'Another member of staff changed this message just now. Reload to see it.';

/**
 * What marking a message handled (or new again) writes, with the answer to its sender the first time; null when
 * it is already so.
 */
function handledChange(
  current: ContactMessageDocument,
  actor: { id: string; username: string },
  handled: boolean,
  reply: string | undefined,
  at: Date,
): DocumentChange<ContactMessageDocument> | null {
  const status: ContactMessageStatus = handled ? 'handled' : 'new';
  const sameReply = reply === undefined || reply === current.reply;
  if (current.status === status && sameReply) return null;
  if (current.answered && !sameReply) throw conflict(ALREADY_ANSWERED);
  const change = handled
    ? { status, handledAt: at, handledBy: actor.id, handledByUsername: actor.username }
    : { status, handledAt: null, handledBy: null, handledByUsername: null };
  // The first time it is handled, its sender is answered (notifications mails them), in the same write.
  if (!handled || current.answered) return { set: change, events: [] };
  return {
    set: { ...change, answered: true, reply: reply ?? null },
    events: [answerEntry(current, at, reply)],
  };
}
/** ContactMessageHandled for the message's outbox: what notifications needs to answer its sender. */
function answerEntry(
  message: ContactMessageDocument,
  handledAt: Date,
  reply: string | undefined,
): OutboxEntry {
  const id = message._id.toHexString();
  const data: ContactMessageHandledData = {
    messageId: id,
    name: message.name,
    email: message.email,
    subject: message.subject,
    message: message.message,
    sentAt: message.createdAt.toISOString(),
    handledAt: handledAt.toISOString(),
    ...(reply ? { reply } : {}),
  };
  const event = createEvent('ContactMessageHandled', data, {
    producer: PRODUCER,
    correlationId: `contact:${id}`,
    now: () => handledAt,
  });
  return toOutboxEntry(TOPICS.identityContactMessages, id, event);
}

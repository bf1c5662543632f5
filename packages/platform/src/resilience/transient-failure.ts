/**
 * Tells an outage from a bad message. A failure of the database or the broker (refused or reset connections, no
 * server to select, a primary stepping down, a write conflict, a timeout) says nothing about the event or request
 * being handled: the same work succeeds once the dependency answers, so it is waited out, never dead-lettered. Any
 * other failure (a parse error, a schema error, a domain rule) would fail the same way again.
 */
export class TransientFailure extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'TransientFailure';
  }
}

const TRANSIENT_ERROR_NAMES = new Set([
  'TransientFailure',
  // MongoDB driver
  'MongoNetworkError',
  'MongoNetworkTimeoutError',
  'MongoServerSelectionError',
  'MongoNotConnectedError',
  'MongoTopologyClosedError',
  'MongoPoolClearedError',
  'MongoWriteConcernError',
  // Mongoose's wrapper of a failed server selection
  'MongooseServerSelectionError',
  // kafkajs
  'KafkaJSConnectionError',
  'KafkaJSRequestTimeoutError',
  'KafkaJSNumberOfRetriesExceeded',
  'KafkaJSLockTimeout',
  'KafkaJSBrokerNotFound',
  'KafkaJSConnectionClosedError',
  // the card provider's SDK: the provider could not be reached, or asked us to slow down
  'StripeConnectionError',
  'StripeRateLimitError',
]);

/** MongoDB server error codes that mean "try again shortly" (a replica-set election, a shutdown, a conflict). */
const TRANSIENT_MONGO_CODES = new Set([
  6, // HostUnreachable
  7, // HostNotFound
  89, // NetworkTimeout
  91, // ShutdownInProgress
  112, // WriteConflict
  189, // PrimarySteppedDown
  262, // ExceededTimeLimit
  9001, // SocketException
  10107, // NotWritablePrimary
  11600, // InterruptedAtShutdown
  11602, // InterruptedDueToReplStateChange
  13435, // NotPrimaryNoSecondaryOk
  13436, // NotPrimaryOrSecondary
]);

const TRANSIENT_SYSTEM_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'UND_ERR_SOCKET',
  'UND_ERR_CONNECT_TIMEOUT',
]);

// Mongoose queues an operation while it has no connection and fails it with a plain MongooseError after a while.
const MONGOOSE_BUFFERING = /buffering timed out/;

/** True when `error`, or any error in its `cause` chain, is a dependency outage rather than a bad input. */
export function isTransientFailure(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Object && depth < 8; depth++) {
    const candidate = current as {
      name?: unknown;
      code?: unknown;
      message?: unknown;
      retriable?: unknown;
      errorLabels?: unknown;
      cause?: unknown;
    };
    if (typeof candidate.name === 'string' && TRANSIENT_ERROR_NAMES.has(candidate.name)) return true;
    if (typeof candidate.code === 'number' && TRANSIENT_MONGO_CODES.has(candidate.code)) return true;
    if (typeof candidate.code === 'string' && TRANSIENT_SYSTEM_CODES.has(candidate.code)) return true;
    if (typeof candidate.message === 'string' && MONGOOSE_BUFFERING.test(candidate.message)) return true;
    if (candidate.retriable === true) return true;
    if (
      Array.isArray(candidate.errorLabels) &&
      candidate.errorLabels.some(
        (label) => label === 'RetryableWriteError' || label === 'TransientTransactionError',
      )
    )
      return true;
    current = candidate.cause;
  }
  return false;
}

/**
 * The broker's answers that will be the same however often a message is sent: too large, an invalid or forbidden
 * topic, a corrupt record. Anything else (an outage, a leader election, a timeout) is tried again, as before: an
 * event is parked only when the broker has said no for good, so a misjudged outage never sets events aside.
 */
const REFUSED_FOR_GOOD = new Set([
  'MESSAGE_TOO_LARGE',
  'RECORD_LIST_TOO_LARGE',
  'INVALID_TOPIC_EXCEPTION',
  'TOPIC_AUTHORIZATION_FAILED',
  'CLUSTER_AUTHORIZATION_FAILED',
  'INVALID_RECORD',
  'CORRUPT_MESSAGE',
  'INVALID_REQUIRED_ACKS',
]);

/** True when `error`, or an error in its `cause` chain, is a kafkajs refusal that no retry will change. */
export function isRefusedForGood(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Object && depth < 8; depth++) {
    const candidate = current as { type?: unknown; cause?: unknown; originalError?: unknown };
    if (typeof candidate.type === 'string' && REFUSED_FOR_GOOD.has(candidate.type)) return true;
    current = candidate.cause ?? candidate.originalError;
  }
  return false;
}

/**
 * A fresh W3C Trace Context `traceparent` for one API call: the browser's request starts the trace that the
 * gateway, the service behind it, Kafka and the services consuming its events continue (docs/operations.md,
 * 'Traces'). Marked sampled: the servers record every trace they are asked to.
 */
export function newTraceparent(
  random: (bytes: Uint8Array) => Uint8Array = (bytes) => crypto.getRandomValues(bytes),
): string {
  const hex = (length: number) =>
    Array.from(random(new Uint8Array(length)), (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `00-${hex(16)}-${hex(8)}-01`;
}

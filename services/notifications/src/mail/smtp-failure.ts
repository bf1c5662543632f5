/**
 * Whether the SMTP server refused a mail for good: a 5xx reply (no such mailbox, domain does not exist, message
 * refused). Anything else (a 4xx reply, a connection that failed or timed out) is a server that may take it later.
 */
export function isPermanentSmtpFailure(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/** What to record of a failure, for staff and the logs. */
export function smtpFailureText(error: unknown): string {
  if (typeof error === 'object' && error !== null) {
    const { response, message } = error as { response?: unknown; message?: unknown };
    if (typeof response === 'string' && response) return response.slice(0, 500);
    if (typeof message === 'string' && message) return message.slice(0, 500);
  }
  return String(error).slice(0, 500);
}

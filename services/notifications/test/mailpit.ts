/**
 * Reads the local Mailpit's inbox through its HTTP API (http://localhost:8025/api/v1), as a customer would read
 * their mail: tests address each mail to a unique recipient and look for exactly what arrived there.
 */
// The ports infra/up.sh started Mailpit on (MAILPIT_HTTP_PORT, MAILPIT_SMTP_PORT), unless whole URLs are given.
export const MAILPIT_API =
  process.env.MAILPIT_API_URL ?? `http://127.0.0.1:${process.env.MAILPIT_HTTP_PORT ?? 8025}/api/v1`;
export const MAILPIT_SMTP_URL =
  process.env.MAILPIT_SMTP_URL ?? `smtp://127.0.0.1:${process.env.MAILPIT_SMTP_PORT ?? 1025}`;

export interface InboxMessage {
  id: string;
  subject: string;
  to: string[];
  messageId: string;
}

export interface FullMessage extends InboxMessage {
  html: string;
  text: string;
  headers: Record<string, string[]>;
}

interface SearchAnswer {
  messages: Array<{ ID: string; MessageID: string; Subject: string; To: Array<{ Address: string }> }>;
}

/** Every message Mailpit holds for this address. */
export async function inboxOf(address: string): Promise<InboxMessage[]> {
  const query = encodeURIComponent(`to:"${address}"`);
  const answer = await fetch(`${MAILPIT_API}/search?query=${query}&limit=200`);
  if (!answer.ok) throw new Error(`Mailpit search answered ${answer.status}`);
  const body = (await answer.json()) as SearchAnswer;
  return body.messages
    .map((m) => ({ id: m.ID, subject: m.Subject, to: m.To.map((to) => to.Address), messageId: m.MessageID }))
    .filter((m) => m.to.includes(address));
}

/** One message with its HTML and text parts and its headers. */
export async function readMessage(id: string): Promise<FullMessage> {
  const [message, headers] = await Promise.all([
    fetch(`${MAILPIT_API}/message/${id}`).then(
      (r) =>
        r.json() as Promise<{
          ID: string;
          MessageID: string;
          Subject: string;
          To: Array<{ Address: string }>;
          HTML: string;
          Text: string;
        }>,
    ),
    fetch(`${MAILPIT_API}/message/${id}/headers`).then((r) => r.json() as Promise<Record<string, string[]>>),
  ]);
  return {
    id: message.ID,
    subject: message.Subject,
    to: message.To.map((to) => to.Address),
    messageId: message.MessageID,
    html: message.HTML,
    text: message.Text,
    headers,
  };
}

/** Whether the local Mailpit answers; tests say so plainly when it does not. */
export async function mailpitAnswers(): Promise<boolean> {
  try {
    return (await fetch(`${MAILPIT_API}/info`)).ok;
  } catch {
    return false;
  }
}

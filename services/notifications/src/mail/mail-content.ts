/**
 * A mail as blocks of content, written once by its template and rendered twice: as HTML in the site's look and
 * as plain text, so the two parts always say the same thing.
 */
export type MailBlock =
  | { type: 'paragraph'; text: string }
  | { type: 'button'; label: string; url: string }
  /** Label and value rows (a price breakdown); `total` is set apart below them. */
  | { type: 'table'; rows: Array<[string, string]>; total?: [string, string] }
  | { type: 'list'; heading: string; items: string[] }
  | { type: 'note'; text: string };

export interface MailContent {
  subject: string;
  /** The first line an inbox shows beside the subject. */
  preview: string;
  heading: string;
  blocks: MailBlock[];
  /** Reminders only: where the customer stops them (transactional mails have none: they always go). */
  unsubscribeUrl?: string;
}

/** What the sender hands to SMTP. */
export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
  unsubscribeUrl?: string;
}

import { inboxOf } from '../../services/notifications/test/mailpit';

export interface MailCount {
  /** Subjects expected that never arrived. */
  missing: string[];
  /** Subjects that arrived more than once (each extra copy listed). */
  twice: string[];
}

/**
 * Counts what reached `address` in the local Mailpit against `expected` subjects: waits until each has arrived or
 * `timeoutMs` is up, then a moment more (a late second copy would show by then), and answers what is missing and
 * what came twice.
 */
export async function countMails(
  address: string,
  expected: string[],
  timeoutMs = 90_000,
): Promise<MailCount> {
  const deadline = Date.now() + timeoutMs;
  const arrived = async () => (await inboxOf(address)).map((mail) => mail.subject);
  let subjects = await arrived();
  while (expected.some((subject) => !subjects.includes(subject)) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    subjects = await arrived();
  }
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  subjects = await arrived();
  const copies = (subject: string) => subjects.filter((each) => each === subject).length;
  return {
    missing: expected.filter((subject) => copies(subject) === 0),
    twice: expected.flatMap((subject) =>
      Array.from({ length: Math.max(0, copies(subject) - 1) }, () => subject),
    ),
  };
}

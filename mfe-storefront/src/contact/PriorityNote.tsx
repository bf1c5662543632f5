import { useAsync, useSession } from '@mealbox/web-kit';
import { fetchContactPriority } from './priority-api';
import styles from './ContactPage.module.css';

/** Said only when identity answers that the signed-in customer's plan has priority support. */
export const PRIORITY_NOTE =
  'Your plan includes priority support, so your message goes to the front of our queue.';

/**
 * The contact form's line for a subscriber whose plan has priority support (Medium and Large): identity is asked,
 * as the one that decides, each time the page opens signed in. Nothing shows while it answers, if it fails, or
 * when signed out (a stranger's message is never priority).
 */
export function PriorityNote() {
  const session = useSession();
  const key = session.signedIn ? (session.userId ?? 'signed-in') : '';
  const priority = useAsync((signal) => (key ? fetchContactPriority(signal) : Promise.resolve(false)), key);
  if (priority.status !== 'success' || priority.data !== true) return null;
  return (
    <p className={styles.priority} data-testid="priority-note">
      {PRIORITY_NOTE}
    </p>
  );
}

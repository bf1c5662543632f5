import { useId, useState } from 'react';
import type { EmailPreferences } from '@mealbox/contracts';
import {
  Alert,
  LoadErrorAlert,
  LoadingState,
  cx,
  describeError,
  useAsync,
  useSession,
} from '@mealbox/web-kit';
import card from '../Card.module.css';
import { fetchEmailPreferences, saveEmailPreferences } from './email-preferences-api';
import styles from './EmailPreferencesCard.module.css';

/**
 * 'Email preferences' (#email-preferences, where a reminder's unsubscribe page sends the customer): the reminders
 * before each box's cut-off are the only emails a customer can stop, and here they can start them again. Each tick
 * is saved at once: the box shows the choice while it is being saved, then what the server answered (the old
 * choice again, with the reason, if it could not be saved).
 */
export function EmailPreferencesCard() {
  const titleId = useId();
  const hintId = useId();
  const session = useSession();
  const loaded = useAsync(
    (signal) => fetchEmailPreferences(signal),
    `email-preferences:${session.userId ?? ''}`,
  );
  const [saved, setSaved] = useState<EmailPreferences | null>(null);
  /** The choice being saved, shown until the server answers. */
  const [saving, setSaving] = useState<boolean | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const current = saved ?? loaded.data;

  async function change(on: boolean) {
    setSaving(on);
    setNotice(null);
    setProblem(null);
    try {
      const answer = await saveEmailPreferences(on);
      setSaved(answer);
      setNotice(
        answer.cutoff_reminders
          ? 'Reminders are on: we’ll email you two days before each box locks.'
          : 'Reminders are off. Emails about your orders and payments still come.',
      );
    } catch (error) {
      setProblem(describeError(error));
    } finally {
      setSaving(null);
    }
  }

  return (
    <section
      id="email-preferences"
      className={cx(card.card, styles.preferences)}
      aria-labelledby={titleId}
      aria-busy={loaded.status === 'loading' || saving !== null}
      data-testid="email-preferences"
    >
      <h2 id={titleId} className={card.title}>
        Email preferences
      </h2>
      <p className={styles.lead}>Emails about your orders, payments and account always come.</p>
      {loaded.status === 'error' && !current ? (
        <LoadErrorAlert title="We couldn’t load your email preferences" onRetry={loaded.retry}>
          <p>{describeError(loaded.error)}</p>
        </LoadErrorAlert>
      ) : null}
      {current ? (
        <label className={styles.choice}>
          <input
            type="checkbox"
            className={styles.checkbox}
            checked={saving ?? current.cutoff_reminders}
            aria-describedby={hintId}
            disabled={saving !== null}
            onChange={(event) => void change(event.target.checked)}
          />
          <span className={styles.words}>
            <span className={styles.name}>Reminders before each box locks</span>
            <span id={hintId} className={styles.hint}>
              Two days before each box’s cut-off, with what it will cost, so you can change meals, skip or
              pause in time.
            </span>
          </span>
        </label>
      ) : loaded.status === 'loading' ? (
        <LoadingState label="Loading your email preferences…" />
      ) : null}
      <p className={styles.notice} role="status">
        {notice}
      </p>
      {problem ? (
        <Alert tone="error" title="We couldn’t save your email preferences">
          <p>{problem}</p>
        </Alert>
      ) : null}
    </section>
  );
}

import { useEffect, useRef } from 'react';
import styles from './ErrorSummary.module.css';

interface ErrorSummaryProps {
  /** One line per problem, each leading to its field. */
  errors: ReadonlyArray<{ fieldId: string; message: string }>;
  /** Changes each time the form is sent, so focus moves here again after another failed try. */
  attempt: number;
}

/**
 * 'There is a problem' above a form that could not be sent (the GOV.UK pattern): focus moves here so a screen
 * reader hears it, and each line is a link to the field to fix.
 */
export function ErrorSummary({ errors, attempt }: ErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  const count = useRef(errors.length);
  useEffect(() => {
    count.current = errors.length;
  });
  // Only a new attempt moves focus; editing a field (and so changing the list) does not.
  useEffect(() => {
    if (count.current > 0) ref.current?.focus();
  }, [attempt]);
  if (errors.length === 0) return null;
  return (
    <div ref={ref} className={styles.summary} role="alert" tabIndex={-1} data-testid="error-summary">
      <h2 className={styles.title}>There is a problem</h2>
      <ul className={styles.list}>
        {errors.map((error) => (
          <li key={error.fieldId}>
            <a
              href={`#${error.fieldId}`}
              onClick={(event) => {
                event.preventDefault();
                const field = document.getElementById(error.fieldId);
                field?.focus();
                field?.scrollIntoView({ block: 'center' });
              }}
            >
              {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

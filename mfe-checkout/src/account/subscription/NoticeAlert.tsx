import { useEffect, useRef } from 'react';
import { Alert } from '@mealbox/web-kit';
import type { ChangeNotice } from './change-notice';
import styles from './NoticeAlert.module.css';

/**
 * The confirmation of the change just made, in the server's words. It takes the focus when it appears (give each
 * notice its own key): the button that was pressed has often gone (Skip becomes Restore, Cancel goes), and this way
 * a keyboard or screen-reader user hears the confirmation and carries on from where it is.
 */
export function NoticeAlert({ notice }: { notice: ChangeNotice }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <div ref={ref} tabIndex={-1} className={styles.notice}>
      <Alert tone={notice.tone} title={notice.title}>
        <p data-testid="change-confirmation">{notice.text}</p>
      </Alert>
    </div>
  );
}

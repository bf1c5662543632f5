import { Button, SignOutIcon, UserIcon, cx } from '@mealbox/web-kit';
import styles from './AdminAccount.module.css';

interface AdminAccountProps {
  username: string;
  onSignOut: () => void;
  signingOut: boolean;
  tone: 'dark' | 'light';
}

/** Whose session this is, and Sign out: staff share machines, so the name is always in view. */
export function AdminAccount({ username, onSignOut, signingOut, tone }: AdminAccountProps) {
  return (
    <div className={cx(styles.account, styles[tone])} data-testid="admin-account">
      <div className={styles.who}>
        <span className={styles.avatar}>
          <UserIcon size={18} />
        </span>
        <p className={styles.text}>
          <span className={styles.label}>Signed in as</span>
          <strong className={styles.username}>{username}</strong>
        </p>
      </div>
      <Button
        variant={tone === 'dark' ? 'inverse' : 'secondary'}
        size="sm"
        fullWidth
        icon={<SignOutIcon size={16} />}
        onClick={onSignOut}
        disabled={signingOut}
      >
        Sign out
      </Button>
    </div>
  );
}

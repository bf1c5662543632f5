import { Link } from '@mealbox/web-kit/router';
import { LogoMark } from '@mealbox/web-kit';
import { ADMIN_HOME_PATH } from '../admin-paths';
import styles from './AdminBrand.module.css';

/** The mark, the wordmark and 'Admin', linking to the admin home (the main site has its own link below). */
export function AdminBrand() {
  return (
    <Link to={ADMIN_HOME_PATH} className={styles.brand}>
      <LogoMark size={32} className={styles.mark} />
      <span className={styles.word}>mealbox</span>
      <span className={styles.tag}>Admin</span>
      <span className="mb-visually-hidden"> home</span>
    </Link>
  );
}

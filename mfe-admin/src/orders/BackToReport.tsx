import { Link, useLocation } from '@mealbox/web-kit/router';
import { ChevronLeftIcon, LinkButton } from '@mealbox/web-kit';
import { ORDERS_PATH } from '../admin-paths';
import { reportSearchOf } from './order-link';
import styles from './BackToReport.module.css';

/** Back to the report, with the filters and page the order was opened from. */
export function BackToReport({ button = false }: { button?: boolean }) {
  const to = `${ORDERS_PATH}${reportSearchOf(useLocation().state)}`;
  if (button) {
    return (
      <LinkButton to={to} variant="secondary">
        Back to all orders
      </LinkButton>
    );
  }
  return (
    <Link to={to} className={styles.back}>
      <ChevronLeftIcon size={18} />
      All orders
    </Link>
  );
}

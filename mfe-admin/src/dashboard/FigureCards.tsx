import type { DashboardFigures } from '@mealbox/contracts';
import { formatPrice } from '@mealbox/web-kit';
import { countOf } from './dashboard-labels';
import styles from './FigureCards.module.css';

interface Figure {
  label: string;
  value: string;
  note: string;
  tone: 'forest' | 'saffron' | 'sky' | 'tomato';
}

function figuresOf(data: DashboardFigures): Figure[] {
  const refunds = Number(data.refunds);
  return [
    {
      label: 'Revenue',
      value: formatPrice(Number(data.revenue)),
      note:
        refunds > 0
          ? `After ${formatPrice(refunds)} refunded (${countOf(data.refunded_orders, ['order', 'orders'])})`
          : 'Paid orders, nothing refunded',
      tone: 'forest',
    },
    {
      label: 'Average sale',
      value: formatPrice(Number(data.average_sale)),
      note: `Across ${countOf(data.paid_orders, ['paid order', 'paid orders'])}`,
      tone: 'saffron',
    },
    {
      label: 'Orders',
      value: data.orders.toLocaleString('en-GB'),
      note: `${data.paid_orders.toLocaleString('en-GB')} paid, ${(data.orders - data.paid_orders - data.refunded_orders).toLocaleString('en-GB')} not paid`,
      tone: 'sky',
    },
    {
      label: 'Cancelled orders',
      value: data.cancelled_orders.toLocaleString('en-GB'),
      note:
        data.orders > 0
          ? `${Math.round((data.cancelled_orders / data.orders) * 100)}% of orders placed`
          : 'No orders placed',
      tone: 'tomato',
    },
  ];
}

/** The period's headline figures, one card each. */
export function FigureCards({ data }: { data: DashboardFigures }) {
  return (
    <ul className={styles.cards} aria-label="Figures for the period">
      {figuresOf(data).map((figure) => (
        <li
          key={figure.label}
          className={`${styles.card} ${styles[figure.tone]}`}
          data-testid={`figure-${figure.label.toLowerCase().replace(/ /g, '-')}`}
        >
          <p className={styles.label}>{figure.label}</p>
          <p className={styles.value}>{figure.value}</p>
          <p className={styles.note}>{figure.note}</p>
        </li>
      ))}
    </ul>
  );
}

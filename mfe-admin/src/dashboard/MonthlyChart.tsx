import type { DashboardMonth } from '@mealbox/contracts';
import { cx } from '@mealbox/web-kit';
import { monthName, monthTick, niceCeiling } from './dashboard-labels';
import styles from './MonthlyChart.module.css';

const GRID_LINES = 4;

/**
 * Orders received (placed) and served (delivered) per month, as paired CSS bars over a light grid. The bars are
 * drawn for the eye only; the same numbers are in a table below them, which is what assistive technology reads.
 */
export function MonthlyChart({ months }: { months: DashboardMonth[] }) {
  const top = niceCeiling(Math.max(0, ...months.map((month) => Math.max(month.received, month.served))));
  const ticks = Array.from(
    { length: GRID_LINES + 1 },
    (_, index) => (top / GRID_LINES) * (GRID_LINES - index),
  );
  const height = (value: number) => `${(value / top) * 100}%`;
  return (
    <section className={styles.panel} aria-labelledby="monthly-title">
      <div className={styles.head}>
        <div>
          <h2 id="monthly-title" className={styles.title}>
            Received and served
          </h2>
          <p className={styles.lead}>Orders placed and orders delivered, per month</p>
        </div>
        <ul className={styles.legend} aria-hidden="true">
          <li>
            <span className={`${styles.swatch} ${styles.receivedSwatch}`} />
            Received
          </li>
          <li>
            <span className={`${styles.swatch} ${styles.servedSwatch}`} />
            Served
          </li>
        </ul>
      </div>
      <div className={styles.chart} aria-hidden="true">
        <div className={styles.axis}>
          {ticks.map((tick) => (
            <span key={tick} style={{ bottom: height(tick) }}>
              {Math.round(tick).toLocaleString('en-GB')}
            </span>
          ))}
        </div>
        <div className={styles.plot}>
          <div className={styles.grid}>
            {ticks.map((tick) => (
              <span key={tick} className={styles.gridLine} style={{ bottom: height(tick) }} />
            ))}
          </div>
          {months.map((month, index) => (
            <div
              key={month.month}
              // On a phone every other month is labelled (counting back from the latest, which always is).
              className={cx(styles.month, (months.length - 1 - index) % 2 === 1 && styles.alternate)}
            >
              <div className={styles.bars}>
                <span
                  className={`${styles.bar} ${styles.received}`}
                  style={{ height: height(month.received) }}
                  title={`${monthName(month.month)}: ${month.received} received`}
                />
                <span
                  className={`${styles.bar} ${styles.served}`}
                  style={{ height: height(month.served) }}
                  title={`${monthName(month.month)}: ${month.served} served`}
                />
              </div>
              <span className={styles.tick}>{monthTick(month.month)}</span>
            </div>
          ))}
        </div>
      </div>
      <details className={styles.details}>
        <summary>Show the figures as a table</summary>
        <table className={styles.table}>
          <caption className={styles.caption}>Orders received and served per month</caption>
          <thead>
            <tr>
              <th scope="col">Month</th>
              <th scope="col">Received</th>
              <th scope="col">Served</th>
            </tr>
          </thead>
          <tbody>
            {months.map((month) => (
              <tr key={month.month}>
                <th scope="row">{monthName(month.month)}</th>
                <td>{month.received.toLocaleString('en-GB')}</td>
                <td>{month.served.toLocaleString('en-GB')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  );
}

import { useId } from 'react';
import type { DashboardPeriod } from '@mealbox/contracts';
import { ToggleFilter } from '../components/ToggleFilter';
import { PERIOD_OPTIONS, type DashboardScreenQuery } from './dashboard-query';
import styles from './PeriodChooser.module.css';

interface PeriodChooserProps {
  query: DashboardScreenQuery;
  /** Today in London (YYYY-MM-DD): a custom period cannot end later. */
  today: string;
  onChange: (change: Partial<DashboardScreenQuery>) => void;
}

/** The period the figures cover: a preset, or a custom range of days (both included). */
export function PeriodChooser({ query, today, onChange }: PeriodChooserProps) {
  const fromId = useId();
  const toId = useId();
  return (
    <div className={styles.chooser}>
      <div className={styles.presets}>
        <ToggleFilter<DashboardPeriod>
          label="Period"
          options={PERIOD_OPTIONS}
          value={query.period}
          onChange={(period) => onChange({ period })}
        />
      </div>
      {query.period === 'custom' ? (
        <div className={styles.range}>
          <label htmlFor={fromId}>From</label>
          <input
            id={fromId}
            type="date"
            value={query.start}
            max={query.end || today}
            onChange={(event) => onChange({ start: event.target.value })}
          />
          <label htmlFor={toId}>to</label>
          <input
            id={toId}
            type="date"
            value={query.end}
            min={query.start || undefined}
            max={today}
            onChange={(event) => onChange({ end: event.target.value })}
          />
        </div>
      ) : null}
    </div>
  );
}

import { useState } from 'react';
import { londonDate } from '@mealbox/contracts/london-calendar';
import { Alert, Button, describeError } from '@mealbox/web-kit';
import { fetchOrderReportCsv } from './orders-api';
import type { OrdersQuery } from './orders-query';
import styles from './ExportCsvButton.module.css';

/** A file name that says what and when: orders-2026-11-25.csv. */
// Named by London's date, the report's own calendar (a UTC date would be yesterday's just after midnight in summer).
const fileName = () => `orders-${londonDate(new Date())}.csv`;

/** Hands text to the browser as a download. */
function download(text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName();
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: the click has handed the URL to the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** 'Export CSV': the order report with its current filters (every page, not just this one) as a spreadsheet. */
export function ExportCsvButton({ query }: { query: OrdersQuery }) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function exportCsv() {
    setBusy(true);
    setProblem(null);
    try {
      download(await fetchOrderReportCsv(query));
    } catch (error) {
      setProblem(describeError(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.export}>
      <Button variant="secondary" onClick={() => void exportCsv()} disabled={busy} aria-busy={busy}>
        {busy ? 'Exporting…' : 'Export CSV'}
      </Button>
      {problem ? (
        <Alert tone="error" title="The export failed">
          <p>{problem}</p>
        </Alert>
      ) : null}
    </div>
  );
}

import { useState } from 'react';
import type { Order, SendOutResult } from '@mealbox/contracts';
import { addDays } from '@mealbox/contracts/london-calendar';
import { orderReference } from '@mealbox/contracts/order-reference';
import {
  Alert,
  Button,
  ChevronLeftIcon,
  ChevronRightIcon,
  LoadErrorAlert,
  LoadingState,
  TextField,
  TruckIcon,
  formatWeekdayDate,
  useAsync,
} from '@mealbox/web-kit';
import { useUrlQuery } from '../hooks/use-url-query';
import { AdminPageHeader } from '../layout/AdminPageHeader';
import { readyToSend } from './box-contents';
import { fetchDeliveryDay, sendOutBoxes } from './deliveries-api';
import { readDeliveryDayQuery, writeDeliveryDayQuery } from './delivery-day-query';
import { PackingSlip } from './PackingSlip';
import styles from './DeliveriesPage.module.css';

/**
 * /manage-deliveries: the boxes due on one day, as packing slips (printable as the day's packing list), and
 * sending the packed ones out together. Each box goes as its own step, so a box another member of staff (or the
 * courier) already sent is reported, not sent twice.
 */
export function DeliveriesPage() {
  const [query, setQuery] = useUrlQuery(readDeliveryDayQuery, writeDeliveryDayQuery);
  const day = useAsync((signal) => fetchDeliveryDay(query.date, signal), query.date);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<SendOutResult | { error: string } | null>(null);
  const boxes = day.data?.date === query.date ? day.data.boxes : [];
  const ready = readyToSend(boxes);
  const chosenReady = ready.filter((id) => chosen.has(id));

  const showDay = (date: string) => {
    setChosen(new Set());
    setOutcome(null);
    setQuery({ date });
  };
  const sendOut = async () => {
    if (chosenReady.length === 0 || sending) return;
    setSending(true);
    try {
      setOutcome(await sendOutBoxes(chosenReady));
      setChosen(new Set());
      day.retry();
    } catch {
      setOutcome({ error: 'The boxes could not be sent out. Please try again.' });
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <AdminPageHeader title="Delivery day">
        <p>
          Every box due on a day, as the packing list: print it for the packing bench, then send the packed
          boxes out together. Each customer is told their box is on its way.
        </p>
      </AdminPageHeader>
      <div className={styles.toolbar}>
        <Button
          variant="secondary"
          size="sm"
          icon={<ChevronLeftIcon size={16} />}
          onClick={() => showDay(addDays(query.date, -1))}
        >
          Day before
        </Button>
        <TextField
          type="date"
          label="Delivery day"
          name="date"
          className={styles.date}
          value={query.date}
          onChange={(event) => {
            if (event.target.value) showDay(event.target.value);
          }}
        />
        <Button
          variant="secondary"
          size="sm"
          iconEnd={<ChevronRightIcon size={16} />}
          onClick={() => showDay(addDays(query.date, 1))}
        >
          Day after
        </Button>
      </div>
      <h2 className={styles.dayTitle} data-testid="delivery-day-title">
        {formatWeekdayDate(query.date)} {query.date.slice(0, 4)}
        {day.data?.date === query.date ? <span className={styles.count}>{countWords(boxes)}</span> : null}
      </h2>
      {outcome ? <SendOutSummary outcome={outcome} boxes={boxes} /> : null}
      {day.status === 'error' ? (
        <LoadErrorAlert title="The day’s boxes could not be loaded" onRetry={day.retry}>
          <p>Check the connection and try again.</p>
        </LoadErrorAlert>
      ) : day.data?.date !== query.date ? (
        <LoadingState label="Loading the day’s boxes…" />
      ) : boxes.length === 0 ? (
        <p className={styles.empty}>No boxes are due on this day.</p>
      ) : (
        <>
          <div className={styles.actions}>
            <Button
              variant="secondary"
              size="sm"
              aria-disabled={ready.length === 0}
              onClick={() => setChosen(new Set(chosenReady.length === ready.length ? [] : ready))}
            >
              {chosenReady.length === ready.length && ready.length > 0
                ? 'Clear the choice'
                : `Choose all ready (${ready.length})`}
            </Button>
            <Button
              variant="primary"
              size="sm"
              icon={<TruckIcon size={16} />}
              aria-disabled={chosenReady.length === 0 || sending}
              onClick={() => void sendOut()}
            >
              {sending ? 'Sending out…' : `Out for Delivery (${chosenReady.length})`}
            </Button>
            <Button variant="ghost" size="sm" onClick={() => window.print()}>
              Print packing list
            </Button>
          </div>
          {day.data.truncated ? (
            <Alert tone="warning" title="Only the first 1,000 boxes are shown">
              <p>{day.data.total} boxes are due this day; the list shows the first 1,000.</p>
            </Alert>
          ) : null}
          <ol className={styles.slips} aria-label={`Boxes due ${formatWeekdayDate(query.date)}`}>
            {boxes.map((box) => (
              <PackingSlip
                key={box.id}
                box={box}
                selected={chosen.has(box.id)}
                onSelect={
                  box.order_status === 'ready'
                    ? (selected) =>
                        setChosen((current) => {
                          const next = new Set(current);
                          if (selected) next.add(box.id);
                          else next.delete(box.id);
                          return next;
                        })
                    : null
                }
              />
            ))}
          </ol>
        </>
      )}
    </>
  );
}

function countWords(boxes: readonly Order[]): string {
  const ready = readyToSend(boxes).length;
  return `${boxes.length} ${boxes.length === 1 ? 'box' : 'boxes'}, ${ready} ready to send`;
}

/** What the last "Out for Delivery" did: how many went, and each box that did not with why. */
function SendOutSummary({
  outcome,
  boxes,
}: {
  outcome: SendOutResult | { error: string };
  boxes: readonly Order[];
}) {
  if ('error' in outcome)
    return (
      <Alert tone="error" title="Nothing was sent out">
        <p>{outcome.error}</p>
      </Alert>
    );
  const sent = outcome.results.filter((result) => result.outcome === 'sent').length;
  const already = outcome.results.filter((result) => result.outcome === 'already');
  const refused = outcome.results.filter((result) => result.outcome === 'refused');
  const known = new Set(boxes.map((box) => box.id));
  return (
    <Alert
      tone={refused.length > 0 ? 'warning' : 'success'}
      title={`${sent} ${sent === 1 ? 'box' : 'boxes'} sent out for delivery`}
    >
      {already.length > 0 ? (
        <p>
          {already.length} {already.length === 1 ? 'was' : 'were'} already on{' '}
          {already.length === 1 ? 'its' : 'their'} way.
        </p>
      ) : null}
      {refused.length > 0 ? (
        <ul>
          {refused.map((result) => (
            <li key={result.order_id}>
              {known.has(result.order_id) ? orderReference(result.order_id) : result.order_id}:{' '}
              {result.message}
            </li>
          ))}
        </ul>
      ) : null}
    </Alert>
  );
}

import type { OrderProgressDto, OrderStatus, OrderSummary } from '@mealbox/contracts';
import { formatDateTime } from '@mealbox/web-kit';

/**
 * A box's timeline on /account: the five steps a customer follows (ordered, paid, being prepared, out for delivery,
 * delivered), each done with its time, the one it is at, or still to come; a courier's failed attempts beside them.
 * Times come from the order's `progress`; an order from before it keeps the steps its status says, without times.
 */

export type TimelineState = 'done' | 'current' | 'upcoming';

export interface TimelineStep {
  key: 'ordered' | 'paid' | 'preparing' | 'out_for_delivery' | 'delivered';
  label: string;
  state: TimelineState;
  /** '3 Dec 2026, 09:14' (UK time), or null when the step is to come or its time was not kept. */
  time: string | null;
  /** The instant, for `<time dateTime>`. */
  at: string | null;
}

export interface FailedAttempt {
  time: string;
  at: string;
  /** What the courier said, if anything. */
  note: string | null;
}

export interface OrderTimeline {
  steps: TimelineStep[];
  failedAttempts: FailedAttempt[];
  /** When it was cancelled (null if it is not, or the time was not kept); a cancelled order shows no steps ahead. */
  cancelled: { time: string | null } | null;
  /** Where the courier left it, when they sent a photo. */
  photoUrl: string | null;
}

const STEPS: ReadonlyArray<Pick<TimelineStep, 'key' | 'label'>> = [
  { key: 'ordered', label: 'Ordered' },
  { key: 'paid', label: 'Paid' },
  { key: 'preparing', label: 'Being prepared' },
  { key: 'out_for_delivery', label: 'Out for delivery' },
  { key: 'delivered', label: 'Delivered' },
];

/** How far each status has come; 'ready' is a kitchen step the customer reads as still being prepared. */
const STATUS_REACHED: Record<OrderStatus, number> = {
  processing: 0,
  preparing: 2,
  ready: 2,
  out_for_delivery: 3,
  delivered: 4,
  cancelled: 0,
};

const lastOf = (progress: readonly OrderProgressDto[], step: OrderProgressDto['step']) =>
  progress.filter((entry) => entry.step === step).at(-1) ?? null;

export function orderTimeline(
  order: Pick<OrderSummary, 'ordered_at' | 'order_status' | 'payment_status' | 'progress'>,
): OrderTimeline {
  const progress = order.progress ?? [];
  const paid = order.payment_status === 'completed' || order.payment_status === 'refunded';
  const reached = Math.max(STATUS_REACHED[order.order_status], paid ? 1 : 0);
  const atOf = (key: TimelineStep['key']): string | null =>
    key === 'ordered' ? order.ordered_at : (lastOf(progress, key)?.at ?? null);
  const isDone = (key: TimelineStep['key'], index: number) =>
    index === 0 || (key === 'paid' ? paid || atOf('paid') !== null : index <= reached || atOf(key) !== null);
  const done = STEPS.map((step, index) => isDone(step.key, index));
  // The furthest step reached is where it is, even past one not done (staff may send out a box not yet paid).
  const lastDone = done.lastIndexOf(true);
  const cancelled = order.order_status === 'cancelled';

  const steps = STEPS.flatMap((step, index): TimelineStep[] => {
    const isStepDone = done[index] === true;
    // A cancelled order shows what happened before it was stopped, and nothing ahead.
    if (cancelled && !isStepDone) return [];
    const at = isStepDone ? atOf(step.key) : null;
    return [
      {
        ...step,
        state: isStepDone ? (index === lastDone && !cancelled ? 'current' : 'done') : 'upcoming',
        at,
        time: at ? formatDateTime(at) : null,
      },
    ];
  });
  const cancelledAt = lastOf(progress, 'cancelled')?.at ?? null;
  return {
    steps,
    failedAttempts: progress
      .filter((entry) => entry.step === 'delivery_failed')
      .map((entry) => ({ at: entry.at, time: formatDateTime(entry.at), note: entry.note })),
    cancelled: cancelled ? { time: cancelledAt ? formatDateTime(cancelledAt) : null } : null,
    photoUrl: lastOf(progress, 'delivered')?.photo_url ?? null,
  };
}

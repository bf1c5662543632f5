import { CheckIcon } from './icons';
import { cx } from './class-names';

/** The purchase steps in order (spec section 2, 'Progress bar'): plan, account details, meals, address, payment. */
export const PURCHASE_STEPS = [
  { id: 'plan', label: 'Plan' },
  { id: 'details', label: 'Details' },
  { id: 'meals', label: 'Meals' },
  { id: 'address', label: 'Address' },
  { id: 'payment', label: 'Payment' },
] as const;

export type PurchaseStepId = (typeof PURCHASE_STEPS)[number]['id'];

export interface PurchaseProgressProps {
  /** The step this page is. Steps before it show as done, steps after it as to come. */
  current: PurchaseStepId;
  className?: string;
}

/**
 * The progress bar every purchase step shows: an ordered list of the five steps, the current one marked with
 * aria-current="step" (screen readers say 'current step'), the ones before it ticked and named as done.
 */
export function PurchaseProgress({ current, className }: PurchaseProgressProps) {
  const currentIndex = PURCHASE_STEPS.findIndex((step) => step.id === current);
  return (
    <ol
      className={cx('mb-progress', className)}
      aria-label={`Your order: step ${currentIndex + 1} of ${PURCHASE_STEPS.length}`}
      data-testid="purchase-progress"
    >
      {PURCHASE_STEPS.map((step, index) => {
        const state = index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'upcoming';
        return (
          <li
            key={step.id}
            className={cx('mb-progress__step', `mb-progress__step--${state}`)}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className="mb-progress__marker" aria-hidden="true">
              {state === 'done' ? <CheckIcon size={16} strokeWidth={3} /> : index + 1}
            </span>
            <span className="mb-progress__label">
              {step.label}
              {state === 'done' ? <span className="mb-visually-hidden"> (done)</span> : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

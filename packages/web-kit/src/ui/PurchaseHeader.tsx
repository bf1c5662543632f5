import type { ReactNode, Ref } from 'react';
import { cx } from './class-names';
import { PurchaseProgress, type PurchaseStepId } from './PurchaseProgress';

export interface PurchaseHeaderProps {
  /** The step this page is, for the progress bar. */
  step: PurchaseStepId;
  eyebrow: ReactNode;
  /** The page's only h1. */
  title: ReactNode;
  titleId?: string;
  /** A way to move focus to the heading (e.g. after a step changes without a page load). */
  titleRef?: Ref<HTMLHeadingElement>;
  children?: ReactNode;
  /** data-testid of the eyebrow line (the plan page's greeting). */
  eyebrowTestId?: string;
  className?: string;
}

/**
 * The band every purchase step opens with: the progress bar (Plan, Details, Meals, Address, Payment), then the
 * step's eyebrow, title and a line of lead text, on the warm cream of the page headers.
 */
export function PurchaseHeader({
  step,
  eyebrow,
  title,
  titleId,
  titleRef,
  children,
  eyebrowTestId,
  className,
}: PurchaseHeaderProps) {
  return (
    <header className={cx('mb-purchase-header', className)} aria-labelledby={titleId}>
      <div className="mb-container">
        <PurchaseProgress current={step} className="mb-purchase-header__progress" />
        <p className="mb-eyebrow" data-testid={eyebrowTestId}>
          {eyebrow}
        </p>
        <h1
          id={titleId}
          ref={titleRef}
          tabIndex={titleRef ? -1 : undefined}
          className="mb-purchase-header__title"
        >
          {title}
        </h1>
        {children ? <div className="mb-purchase-header__lead">{children}</div> : null}
      </div>
    </header>
  );
}

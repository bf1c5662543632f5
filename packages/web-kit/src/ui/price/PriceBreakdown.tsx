import type { ReactNode } from 'react';
import type { PriceCalculation, PriceLineDto } from '@mealbox/contracts';
import { priceLineWords } from '@mealbox/contracts/price-lines';
import { formatPence, formatPrice, pounds } from '../../format/money';
import { priceLineOfDto } from '../../format/price-line-of-dto';
import { cx } from '../class-names';
import { Spinner } from '../Spinner';

export interface PriceBreakdownProps {
  price: PriceCalculation;
  /** A newer price is on its way: the figures are dimmed, with a quiet 'Updating' note. */
  updating?: boolean;
  /** Under 'Total'; by default 'for your first box' with a discount, else 'per week'. */
  totalNote?: string;
  className?: string;
}

/** The test ids the e2e suites read, by line kind (the plan's rows kept the names they had before lines). */
const LINE_TEST_IDS: Record<PriceLineDto['kind'], string> = {
  plan: 'price-meal-plan',
  size_premium: 'price-size-premium',
  add_on: 'price-add-on',
  delivery: 'price-delivery',
  discount: 'price-discount',
  credit: 'price-credit',
};

/**
 * A price exactly as the server worked it out: the per-meal rate, then its lines as the server sent them (the
 * plan, a size's premium, extras, delivery ('Free' at £0.00), a discount, account credit) and the total. The plan
 * page's meal step, the cart, the account and the staff order page all show it this way; nothing is re-derived.
 */
export function PriceBreakdown({ price, updating = false, totalNote, className }: PriceBreakdownProps) {
  const discounted = price.lines.some((line) => line.kind === 'discount' && pounds(line.total) !== 0);
  return (
    <div
      className={cx('mb-price', updating && 'mb-price--updating', className)}
      aria-busy={updating}
      data-testid="price-breakdown"
    >
      <dl className="mb-price__rows">
        <Row
          label="Price per meal"
          value={formatPrice(pounds(price.per_meal_price))}
          testId="price-per-meal"
        />
        <PriceLineRows lines={price.lines} />
      </dl>
      <div className="mb-price__total">
        <span className="mb-price__total-label">
          Total
          <span className="mb-price__total-note">
            {totalNote ?? (discounted ? 'for your first box' : 'per week')}
          </span>
        </span>
        <span className="mb-price__total-value" data-testid="price-total">
          {formatPrice(pounds(price.total_price))}
        </span>
      </div>
      <p className="mb-price__status">
        {updating ? (
          <>
            <Spinner size="sm" /> Updating your price…
          </>
        ) : null}
      </p>
    </div>
  );
}

/** The rows of an order's or a quote's lines, inside a `<dl>`: label (and the sum behind it), amount. */
export function PriceLineRows({ lines }: { lines: readonly PriceLineDto[] }) {
  return (
    <>
      {lines.map((line, index) => {
        const words = priceLineWords(priceLineOfDto(line), formatPence);
        return (
          <Row
            key={`${line.kind}-${line.ref ?? index}`}
            label={
              words.detail ? (
                <>
                  {words.label} <span className="mb-price__detail">({words.detail})</span>
                </>
              ) : (
                words.label
              )
            }
            value={words.amount}
            testId={LINE_TEST_IDS[line.kind]}
            highlight={line.total.startsWith('-')}
          />
        );
      })}
    </>
  );
}

function Row({
  label,
  value,
  testId,
  highlight = false,
}: {
  label: ReactNode;
  value: string;
  testId: string;
  highlight?: boolean;
}) {
  return (
    <div className={cx('mb-price__row', highlight && 'mb-price__row--highlight')}>
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
}

/** The loading shape of a breakdown: four rows and a total, shimmering. */
export function PriceBreakdownSkeleton({ label = 'Working out your price…' }: { label?: string }) {
  return (
    <div className="mb-price" aria-busy="true" data-testid="price-loading">
      <p className="mb-visually-hidden">{label}</p>
      <div className="mb-price__rows" aria-hidden="true">
        {[0, 1, 2, 3].map((row) => (
          <div key={row} className="mb-price__row">
            <span className="mb-skeleton mb-price__skeleton-label" />
            <span className="mb-skeleton mb-price__skeleton-value" />
          </div>
        ))}
      </div>
      <div className="mb-price__total" aria-hidden="true">
        <span className="mb-skeleton mb-price__skeleton-label" />
        <span className="mb-skeleton mb-price__skeleton-total" />
      </div>
    </div>
  );
}

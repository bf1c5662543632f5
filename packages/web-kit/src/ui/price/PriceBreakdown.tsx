import type { ReactNode } from 'react';
import type { PriceCalculation } from '@mealbox/contracts';
import { deliveryText, formatPrice, pounds } from '../../format/money';
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

/**
 * A price exactly as the server worked it out: per meal, the meal plan, the size premium, delivery ('Free' at
 * £0.00), any discount, and the total. The plan page, the meal step and the cart all show it this way.
 */
export function PriceBreakdown({ price, updating = false, totalNote, className }: PriceBreakdownProps) {
  const discount = price.discount;
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
        <Row
          label={`Meal plan (${price.number_of_meals} meals)`}
          value={formatPrice(pounds(price.meal_plan_price))}
          testId="price-meal-plan"
        />
        <Row
          label="Size premium"
          value={formatPrice(pounds(price.size_premium_total))}
          testId="price-size-premium"
        />
        <Row label="Delivery" value={deliveryText(price.delivery_fee)} testId="price-delivery" />
        {discount ? (
          <Row
            label={`Discount (${discount.code})`}
            value={`−${formatPrice(pounds(discount.amount))}`}
            testId="price-discount"
            highlight
          />
        ) : null}
      </dl>
      <div className="mb-price__total">
        <span className="mb-price__total-label">
          Total
          <span className="mb-price__total-note">
            {totalNote ?? (discount ? 'for your first box' : 'per week')}
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

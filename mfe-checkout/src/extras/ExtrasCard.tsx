import { useId, useState } from 'react';
import type { AddOn, Order } from '@mealbox/contracts';
import { addOnCategoryLabel } from '@mealbox/contracts/add-ons';
import {
  Alert,
  LoadErrorAlert,
  MealImage,
  describeError,
  formatPrice,
  pounds,
  useAsync,
} from '@mealbox/web-kit';
import { boxAllergenSummary } from '../allergens/box-allergens';
import { QuantityStepper } from '../meals/QuantityStepper';
import card from '../cart/Card.module.css';
import { extraQuantities } from './extra-quantities';
import { fetchAddOns, setOrderExtra } from './extras-api';
import styles from './ExtrasCard.module.css';

/** The most of one extra a box takes (ordering's limit). */
const MOST_OF_ONE = 10;

interface ExtrasCardProps {
  order: Order;
  onChanged: (order: Order) => void;
  /** The order can still change (unpaid, not a box past its cut-off). */
  editable: boolean;
}

/**
 * 'Add a little extra': the desserts, sides, drinks and breakfasts on sale, each with its price and allergens,
 * and how many of each the box holds. Each press asks ordering to set the new quantity and shows the order it
 * answers (its price lines and total, re-priced by the server); a refusal (sold out, an allergen the customer
 * leaves out) is said in words beside the extras, and nothing changes. A paid order shows what it holds only.
 */
export function ExtrasCard({ order, onChanged, editable }: ExtrasCardProps) {
  const titleId = useId();
  const addOns = useAsync((signal) => fetchAddOns(signal), 'add-ons');
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const held = extraQuantities(order);
  const shown = (addOns.data ?? []).filter((addOn) => editable || held.has(addOn.id));
  if (addOns.status === 'success' && shown.length === 0) return null;

  const change = async (addOn: AddOn, quantity: number) => {
    if (busy !== null) return;
    setBusy(addOn.id);
    setProblem(null);
    try {
      onChanged(await setOrderExtra(order.id, addOn.id, quantity));
    } catch (error) {
      setProblem(describeError(error));
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className={card.card} aria-labelledby={titleId} aria-busy={busy !== null} data-testid="extras">
      <div className={card.head}>
        <h2 id={titleId} className={card.title}>
          {editable ? 'Add a little extra' : 'Your extras'}
        </h2>
        <p className={card.meta}>
          {editable ? 'Delivered in the same box, charged with it.' : 'Delivered in the same box.'}
        </p>
      </div>
      {addOns.status === 'error' ? (
        <LoadErrorAlert title="We couldn’t load the extras" onRetry={addOns.retry}>
          <p>{describeError(addOns.error)}</p>
        </LoadErrorAlert>
      ) : null}
      {problem ? (
        <div className={styles.problem} data-testid="extras-problem">
          <Alert tone="error" title="That extra wasn’t changed">
            <p>{problem}</p>
          </Alert>
        </div>
      ) : null}
      <ul className={styles.list}>
        {shown.map((addOn) => {
          const quantity = held.get(addOn.id) ?? 0;
          const allergens = boxAllergenSummary([addOn], 'Contains');
          return (
            <li key={addOn.id} className={styles.extra} data-testid="extra" data-add-on-id={addOn.id}>
              <MealImage src={addOn.image} className={styles.image} />
              <div className={styles.words}>
                <p className={styles.category}>{addOnCategoryLabel(addOn.category)}</p>
                <h3 className={styles.name} data-testid="extra-name">
                  {addOn.name}
                </h3>
                <p className={styles.price} data-testid="extra-price">
                  {formatPrice(pounds(addOn.price))}
                </p>
                {allergens ? <p className={styles.allergens}>{allergens.sentence}</p> : null}
              </div>
              {editable ? (
                <QuantityStepper
                  mealName={addOn.name}
                  quantity={quantity}
                  canAdd={quantity < MOST_OF_ONE && busy === null}
                  onAdd={() => void change(addOn, quantity + 1)}
                  onRemove={() => void change(addOn, quantity - 1)}
                  size="sm"
                  className={styles.stepper}
                />
              ) : (
                <p className={styles.count}>×{quantity}</p>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

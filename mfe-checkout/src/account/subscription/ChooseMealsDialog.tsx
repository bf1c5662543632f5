import { useId, useMemo, useState } from 'react';
import type { Meal } from '@mealbox/contracts';
import {
  Alert,
  Button,
  DietaryBadges,
  LoadingState,
  MEAL_CATEGORY_CHOICES,
  MealImage,
  Modal,
  categoryLabel,
  fetchAvailableMeals,
  menuWeekOf,
  menuWeekWords,
  useAsync,
  type MealSelection,
} from '@mealbox/web-kit';
import {
  addMeal,
  canAdd,
  countMeals,
  groupByCategory,
  quantityOf,
  reconcileNotice,
  reconcileSelection,
  removeMeal,
  suitsVeganOnly,
} from '../../meals/meal-selection';
import { QuantityStepper } from '../../meals/QuantityStepper';
import { ConflictReason } from '../../allergens/ConflictReason';
import { ExclusionsNote } from '../../allergens/ExclusionsNote';
import { useMealConflicts } from '../../allergens/use-meal-conflicts';
import { actionProblem } from './action-problem';
import { dayWords } from './day-words';
import type { DeliveryDialogProps } from './delivery-dialog-props';
import { mealPickWords, selectionOf } from './meal-pick-words';
import { chooseDeliveryMeals } from './subscription-api';
import { useSubscriptionAction } from './use-subscription-action';
import dialog from './SubscriptionDialog.module.css';
import picker from './PickerList.module.css';
import styles from './ChooseMealsDialog.module.css';

const CATEGORY_ORDER = MEAL_CATEGORY_CHOICES.map((choice) => choice.value);

/**
 * Choose one box's meals from the menu of its week (GET /api/meals/?week=<the box's day>: the ordering service
 * refuses meals that are not on it): exactly the plan's number, or 'Let us choose' (an empty list). Meals chosen
 * before that are not on that week's menu are taken out, and the customer told. A Vegan Only plan is shown the
 * vegan dishes. Mounted only while open.
 */
export function ChooseMealsDialog(props: DeliveryDialogProps) {
  return props.open ? <MealsModal {...props} /> : null;
}

function MealsModal({ onClose, subscription, delivery, onAnswer }: DeliveryDialogProps) {
  const statusId = useId();
  const limit = delivery.plan.number_of_meals;
  const week = menuWeekOf(delivery.date) ?? delivery.date;
  const weekWords = menuWeekWords(week);
  const menu = useAsync(
    (signal) => fetchAvailableMeals(undefined, signal, delivery.date),
    `subscription-menu:${week}`,
  );
  const [picked, setPicked] = useState<MealSelection>(() => selectionOf(delivery));
  // Only meals still on the menu count, never more than the box holds.
  const available = useMemo(
    () => (menu.data ? new Set(menu.data.map((meal) => meal.id)) : undefined),
    [menu.data],
  );
  const reconciled = reconcileSelection(picked, available, limit);
  const { selection } = reconciled;
  const offMenu = reconcileNotice({ unavailable: reconciled.unavailable, overLimit: 0 }, weekWords);
  const complete = countMeals(selection) === limit;
  const veganOnly = delivery.plan.protein_preference === 'VO';
  const shown = (menu.data ?? []).filter(
    (meal) => !veganOnly || suitsVeganOnly(meal) || quantityOf(selection, meal.id) > 0,
  );
  const groups = groupByCategory(shown, CATEGORY_ORDER);
  // A meal with an allergen the customer leaves out cannot be added (ordering refuses it too).
  const conflicts = useMealConflicts();
  const action = useSubscriptionAction((result) => onAnswer(result, { deliveryId: delivery.id }));
  const save = (items: MealSelection) =>
    void action.run(() => chooseDeliveryMeals(subscription.id, delivery.id, [...items]));
  return (
    <Modal
      open
      size="lg"
      onClose={onClose}
      title={`Meals for ${dayWords(delivery.date)}`}
      footer={
        <>
          <p id={statusId} className={picker.count} aria-live="polite">
            {mealPickWords(selection, limit)}
          </p>
          <Button variant="secondary" disabled={action.pending} onClick={() => save([])}>
            Let us choose
          </Button>
          <Button
            variant="primary"
            aria-describedby={statusId}
            disabled={!complete || action.pending}
            onClick={() => save(selection)}
          >
            {action.pending ? 'Saving…' : 'Save my meals'}
          </Button>
        </>
      }
    >
      <div className={dialog.body}>
        <p className={styles.week} data-testid="choose-meals-week">
          Menu for the week of {weekWords}
        </p>
        <p className={dialog.lead}>
          Pick {limit} meals, the same dish more than once if you like. Or leave it to us: we choose to suit
          your plan.
          {veganOnly ? ' Showing our vegan dishes, to suit your Vegan Only plan.' : ''}
        </p>
        <ExclusionsNote exclusions={conflicts.exclusions} onFollow={onClose} />
        {offMenu ? (
          <Alert tone="info" title="Some of your meals aren’t on this week’s menu">
            <p>{offMenu}</p>
          </Alert>
        ) : null}
        {action.problem ? (
          <Alert tone="error" title="We couldn’t save your meals">
            <p>{action.problem}</p>
          </Alert>
        ) : null}
        {menu.status === 'error' ? (
          <Alert tone="error" title="We couldn’t load the menu">
            <p>{actionProblem(menu.error)}</p>
          </Alert>
        ) : !menu.data ? (
          <LoadingState label="Loading the menu…" />
        ) : (
          groups.map((group) => (
            <section key={group.category} className={styles.group}>
              <h3 className={styles.category}>{categoryLabel(MEAL_CATEGORY_CHOICES, group.category)}</h3>
              <ul className={picker.list}>
                {group.meals.map((meal) => (
                  <MealRow
                    key={meal.id}
                    meal={meal}
                    quantity={quantityOf(selection, meal.id)}
                    canAdd={canAdd(selection, limit)}
                    conflict={conflicts.reasonOf(meal)}
                    onAdd={() => {
                      if (!conflicts.reasonOf(meal)) setPicked(addMeal(selection, meal.id, limit));
                    }}
                    onRemove={() => setPicked(removeMeal(selection, meal.id))}
                  />
                ))}
              </ul>
            </section>
          ))
        )}
      </div>
    </Modal>
  );
}

interface MealRowProps {
  meal: Meal;
  quantity: number;
  canAdd: boolean;
  /** Why the meal cannot be added for this customer (an allergen they leave out), or null. */
  conflict: string | null;
  onAdd: () => void;
  onRemove: () => void;
}

function MealRow({ meal, quantity, canAdd: roomLeft, conflict, onAdd, onRemove }: MealRowProps) {
  const reasonId = useId();
  return (
    <li className={picker.row}>
      <MealImage src={meal.image} className={picker.picture} />
      <div className={picker.words}>
        <p className={picker.name}>{meal.name}</p>
        <DietaryBadges meal={meal} />
        {conflict ? <ConflictReason id={reasonId} reason={conflict} /> : null}
      </div>
      <QuantityStepper
        mealName={meal.name}
        quantity={quantity}
        canAdd={roomLeft}
        addBlockedBy={conflict ? reasonId : undefined}
        onAdd={onAdd}
        onRemove={onRemove}
        size="sm"
        className={picker.stepper}
      />
    </li>
  );
}

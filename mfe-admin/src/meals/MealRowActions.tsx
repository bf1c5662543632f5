import type { Meal } from '@mealbox/contracts';
import { Button, PencilIcon, PlateIcon, TrashIcon, cx } from '@mealbox/web-kit';
import type { MealActions } from './meal-actions';
import styles from './MealRowActions.module.css';

/** A meal's buttons, each naming its meal for screen readers ('Edit Beef Stew'), as a list holds many. */
export function MealRowActions({
  meal,
  actions,
  layout,
}: {
  meal: Meal;
  actions: MealActions;
  layout: 'stack' | 'row';
}) {
  const which = <span className="mb-visually-hidden"> {meal.name}</span>;
  return (
    <div className={cx(styles.actions, styles[layout])}>
      <Button
        variant={layout === 'row' ? 'secondary' : 'ghost'}
        size="sm"
        icon={<PencilIcon size={16} />}
        onClick={() => actions.edit(meal)}
      >
        Edit{which}
      </Button>
      <Button variant="ghost" size="sm" icon={<PlateIcon size={16} />} onClick={() => actions.recipe(meal)}>
        Recipe{which}
      </Button>
      <Button
        variant="ghost"
        size="sm"
        icon={<TrashIcon size={16} />}
        className={styles.delete}
        onClick={() => actions.remove(meal)}
      >
        Delete{which}
      </Button>
    </div>
  );
}

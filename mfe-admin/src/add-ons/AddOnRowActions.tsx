import type { AddOn } from '@mealbox/contracts';
import { Button, PencilIcon, TrashIcon, cx } from '@mealbox/web-kit';
import type { AddOnActions } from './add-on-actions';
import styles from '../meals/MealRowActions.module.css';

/** An add-on's buttons, each naming its add-on for screen readers ('Edit Halloumi Fries'), as a list holds many. */
export function AddOnRowActions({
  addOn,
  actions,
  layout,
}: {
  addOn: AddOn;
  actions: AddOnActions;
  layout: 'stack' | 'row';
}) {
  const which = <span className="mb-visually-hidden"> {addOn.name}</span>;
  return (
    <div className={cx(styles.actions, styles[layout])}>
      <Button
        variant={layout === 'row' ? 'secondary' : 'ghost'}
        size="sm"
        icon={<PencilIcon size={16} />}
        onClick={() => actions.edit(addOn)}
      >
        Edit{which}
      </Button>
      <Button
        variant="ghost"
        size="sm"
        icon={<TrashIcon size={16} />}
        className={styles.delete}
        onClick={() => actions.remove(addOn)}
      >
        Delete{which}
      </Button>
    </div>
  );
}

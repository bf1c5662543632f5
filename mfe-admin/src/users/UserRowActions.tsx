import type { AdminUserRow } from '@mealbox/contracts';
import { BoxIcon, Button, PencilIcon, PowerIcon, cx } from '@mealbox/web-kit';
import type { UserActions } from './user-actions';
import styles from './UserRowActions.module.css';

interface UserRowActionsProps {
  user: AdminUserRow;
  actions: UserActions;
  /** 'stack': compact, one above the other (a table row); 'row': full buttons side by side (a card). */
  layout: 'stack' | 'row';
}

/** A user's buttons. Each names its user for screen readers ('Edit ada'), since a list holds many 'Edit's. */
export function UserRowActions({ user, actions, layout }: UserRowActionsProps) {
  const who = <span className="mb-visually-hidden"> {user.username}</span>;
  const style = layout === 'row' ? 'secondary' : 'ghost';
  return (
    <div className={cx(styles.actions, styles[layout])}>
      <Button variant={style} size="sm" icon={<BoxIcon size={16} />} onClick={() => actions.showOrders(user)}>
        Orders<span className="mb-visually-hidden"> of {user.username}</span>
      </Button>
      <Button variant={style} size="sm" icon={<PencilIcon size={16} />} onClick={() => actions.edit(user)}>
        Edit{who}
      </Button>
      <Button
        variant="ghost"
        size="sm"
        icon={<PowerIcon size={16} />}
        className={cx(user.is_active && styles.deactivate)}
        onClick={() => actions.toggleActive(user)}
      >
        {user.is_active ? 'Deactivate' : 'Activate'}
        {who}
      </Button>
    </div>
  );
}

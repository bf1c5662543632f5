import type { AdminUserRow } from '@mealbox/contracts';

/** What a user's row offers staff (spec: orders; DESIGN section 9: Edit, Activate and Deactivate work). */
export interface UserActions {
  showOrders: (user: AdminUserRow) => void;
  edit: (user: AdminUserRow) => void;
  toggleActive: (user: AdminUserRow) => void;
}

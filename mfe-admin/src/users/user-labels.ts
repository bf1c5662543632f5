import type { AdminUserRow } from '@mealbox/contracts';
import { formatDateTime } from '@mealbox/web-kit';

/** Spec: Role shows Admin if is_staff, else Customer. */
export function roleLabel(user: Pick<AdminUserRow, 'is_staff'>): 'Admin' | 'Customer' {
  return user.is_staff ? 'Admin' : 'Customer';
}

export function statusLabel(user: Pick<AdminUserRow, 'is_active'>): 'Active' | 'Inactive' {
  return user.is_active ? 'Active' : 'Inactive';
}

/** Spec: users who never signed in show 'Never'; others the time, in UK time ('4 Mar 2025, 14:05'). */
export function lastLoginLabel(lastLogin: string | null): string {
  return lastLogin ? formatDateTime(lastLogin) || 'Never' : 'Never';
}

/** 'Ada Lovelace'; '' when the account has no name. */
export function fullName(user: Pick<AdminUserRow, 'first_name' | 'last_name'>): string {
  return [user.first_name, user.last_name]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
}

/** '3 placed, 1 completed': order_count counts every placed order, completed_orders the delivered ones. */
export function ordersLabel(user: Pick<AdminUserRow, 'order_count' | 'completed_orders'>): string {
  return `${user.order_count} placed, ${user.completed_orders} completed`;
}

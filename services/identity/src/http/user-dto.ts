import { penceToDecimal } from '@mealbox/contracts';
import type { AdminUserOrder, AdminUserRow, CurrentUser, RegisteredUser } from '@mealbox/contracts';
import type { UserDocument } from '../data/user-model';
import type { UserOrderDocument } from '../data/user-order-model';
import type { UserView } from '../domain/admin-users';

/** The user as the registration answer shows it: never the password or its hash. */
export function toRegisteredUser(user: UserDocument): RegisteredUser {
  return {
    id: user._id.toHexString(),
    username: user.username,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
  };
}

export function toCurrentUser(user: UserDocument): CurrentUser {
  return {
    ...toRegisteredUser(user),
    is_staff: user.isStaff,
    is_superuser: user.isSuperuser,
    date_joined: user.dateJoined.toISOString(),
  };
}

export function toAdminUserRow({
  user,
  lastLogin,
  orderCount,
  completedOrders,
  phoneNumber,
}: UserView): AdminUserRow {
  return {
    id: user._id.toHexString(),
    username: user.username,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    is_active: user.isActive,
    date_joined: user.dateJoined.toISOString(),
    last_login: lastLogin ? lastLogin.toISOString() : null,
    completed_orders: completedOrders,
    order_count: orderCount,
    phone_number: phoneNumber,
    is_staff: user.isStaff,
  };
}

export function toAdminUserOrder(order: UserOrderDocument): AdminUserOrder {
  return {
    id: order._id,
    ordered_at: order.orderedAt?.toISOString() ?? '',
    delivery_date: order.deliveryDate ?? '',
    total_amount: penceToDecimal(order.totalPence ?? 0),
    order_status: order.orderStatus ?? 'processing',
    payment_status: order.paymentStatus ?? 'pending',
  };
}

import type { ComponentType } from 'react';
import { UsersIcon, type IconProps } from '@mealbox/web-kit';
import { USERS_PATH } from '../admin-paths';

export interface AdminScreen {
  to: string;
  label: string;
  Icon: ComponentType<IconProps>;
}

/**
 * The admin screens the sidebar links to, in its order. Only screens that exist are listed: the dashboard, orders,
 * configuration and meals join here as they are built.
 */
export const ADMIN_SCREENS: readonly AdminScreen[] = [{ to: USERS_PATH, label: 'Users', Icon: UsersIcon }];

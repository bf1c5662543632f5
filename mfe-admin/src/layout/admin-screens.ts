import type { ComponentType } from 'react';
import {
  BoxIcon,
  ChartIcon,
  CupIcon,
  InboxIcon,
  PlateIcon,
  SlidersIcon,
  TruckIcon,
  UsersIcon,
  type IconProps,
} from '@mealbox/web-kit';
import {
  ADD_ONS_PATH,
  CONFIGURATION_PATH,
  DASHBOARD_PATH,
  DELIVERIES_PATH,
  MEALS_PATH,
  MESSAGES_PATH,
  ORDERS_PATH,
  USERS_PATH,
} from '../admin-paths';

export interface AdminScreen {
  to: string;
  label: string;
  Icon: ComponentType<IconProps>;
}

/**
 * The admin screens the sidebar links to, in the spec's order (section 2). Only screens that exist are listed: the
 * dashboard comes first: it is where staff land.
 */
export const ADMIN_SCREENS: readonly AdminScreen[] = [
  { to: DASHBOARD_PATH, label: 'Dashboard', Icon: ChartIcon },
  { to: ORDERS_PATH, label: 'Orders', Icon: BoxIcon },
  { to: DELIVERIES_PATH, label: 'Deliveries', Icon: TruckIcon },
  { to: CONFIGURATION_PATH, label: 'Configuration', Icon: SlidersIcon },
  { to: MEALS_PATH, label: 'Meals', Icon: PlateIcon },
  { to: ADD_ONS_PATH, label: 'Add-ons', Icon: CupIcon },
  { to: USERS_PATH, label: 'Users', Icon: UsersIcon },
  { to: MESSAGES_PATH, label: 'Messages', Icon: InboxIcon },
];

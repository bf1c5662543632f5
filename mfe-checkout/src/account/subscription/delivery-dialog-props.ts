import type { SubscriptionDelivery } from '@mealbox/contracts';
import type { SubscriptionDialogProps } from './dialog-props';

/** What a dialog about one box is given. */
export type DeliveryDialogProps = SubscriptionDialogProps & { delivery: SubscriptionDelivery };

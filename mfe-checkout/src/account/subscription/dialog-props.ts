import type { Subscription } from '@mealbox/contracts';
import type { AnswerHandler } from './change-notice';

/** What each of the subscription's dialogs is given. */
export interface SubscriptionDialogProps {
  open: boolean;
  onClose: () => void;
  subscription: Subscription;
  /** The server took the change: the dialog closes and the page shows the answer. */
  onAnswer: AnswerHandler;
}

import {
  TOPICS,
  boxMealAllergenFlaggedSchema,
  contactMessageHandledSchema,
  creditEntryRecordedSchema,
  orderConfirmedSchema,
  orderDeliveredSchema,
  orderDeliveryAttemptFailedSchema,
  orderOutForDeliverySchema,
  passwordChangedSchema,
  passwordResetRequestedSchema,
  paymentFailedSchema,
  paymentPartlyRefundedSchema,
  paymentRefundedSchema,
  paymentSucceededSchema,
  subscriptionBoxClosingSoonSchema,
  subscriptionChangeConfirmedSchema,
  userRegisteredSchema,
  userUpdatedSchema,
} from '@mealbox/contracts';
import { on, startEventConsumer } from '@mealbox/platform';
import type { EventBus, EventConsumer, Logger } from '@mealbox/platform';
import type { MailModel } from '../data/mail-model';
import type { RecipientModel } from '../data/recipient-model';
import type { ReminderPreferenceModel } from '../data/reminder-preference-model';
import { remindersOff } from '../domain/reminder-preferences';
import {
  orderConfirmationMailOf,
  passwordChangedMailOf,
  passwordResetMailOf,
  paymentFailedMailOf,
  receiptMailOf,
  contactReplyMailOf,
  creditAddedMailOf,
  cutoffReminderMailOf,
  allergenAlertMailOf,
  refundMailOf,
  subscriptionChangeMailOf,
  welcomeMailOf,
} from '../domain/mail-facts';
import type { MailToRecord } from '../data/mail-request';
import { deliveredMailOf, deliveryFailedMailOf, outForDeliveryMailOf } from '../domain/delivery-mail-facts';
import { applyRecipient } from '../domain/recipients';
import { recordMail } from '../domain/record-mail';

export const NOTIFICATIONS_CONSUMER_GROUP = 'notifications';

export interface NotificationConsumerDeps {
  mails: MailModel;
  preferences: ReminderPreferenceModel;
  recipients: RecipientModel;
  bus: EventBus;
  logger: Logger;
  now: () => Date;
  /** A mail was recorded: the sender looks at once instead of at its next round. */
  recorded: () => void;
  consumerGroup?: string;
}

/**
 * Turns the shop's events into recorded mails (and keeps where each user's mails go). Recording is the only
 * effect, and it is idempotent by the fact's key, so redelivery and a second instance record nothing twice.
 */
export function startNotificationConsumer(deps: NotificationConsumerDeps): Promise<EventConsumer> {
  const record = async (mail: MailToRecord | null) => {
    if (mail && (await recordMail(deps.mails, mail, deps.now()))) deps.recorded();
  };
  return startEventConsumer({
    bus: deps.bus,
    logger: deps.logger,
    consumer: deps.consumerGroup ?? NOTIFICATIONS_CONSUMER_GROUP,
    topics: [
      TOPICS.identityUsers,
      TOPICS.identityContactMessages,
      TOPICS.orderingOrders,
      TOPICS.orderingSubscriptions,
      TOPICS.orderingCustomers,
      TOPICS.orderingCredit,
      TOPICS.paymentPayments,
    ],
    handlers: {
      UserRegistered: on(userRegisteredSchema, async (event) => {
        await applyRecipient(deps.recipients, event.data, new Date(event.occurredAt));
        await record(welcomeMailOf(event.data));
      }),
      UserUpdated: on(userUpdatedSchema, (event) =>
        applyRecipient(deps.recipients, event.data, new Date(event.occurredAt)),
      ),
      PasswordResetRequested: on(passwordResetRequestedSchema, (event) =>
        record(passwordResetMailOf(event.data)),
      ),
      PasswordChanged: on(passwordChangedSchema, (event) => record(passwordChangedMailOf(event.data))),
      OrderConfirmed: on(orderConfirmedSchema, (event) => record(orderConfirmationMailOf(event.data))),
      PaymentSucceeded: on(paymentSucceededSchema, (event) => record(receiptMailOf(event.data))),
      PaymentFailed: on(paymentFailedSchema, (event) => record(paymentFailedMailOf(event.data))),
      SubscriptionChangeConfirmed: on(subscriptionChangeConfirmedSchema, (event) =>
        record(subscriptionChangeMailOf(event.data)),
      ),
      // Reminders are the one kind a customer can stop: none is recorded while theirs are off.
      SubscriptionBoxClosingSoon: on(subscriptionBoxClosingSoonSchema, async (event) => {
        if (await remindersOff(deps.preferences, event.data.userId)) return;
        await record(cutoffReminderMailOf(event.data));
      }),
      ContactMessageHandled: on(contactMessageHandledSchema, (event) =>
        record(contactReplyMailOf(event.data)),
      ),
      PaymentRefunded: on(paymentRefundedSchema, (event) => record(refundMailOf(event.data))),
      PaymentPartlyRefunded: on(paymentPartlyRefundedSchema, (event) => record(refundMailOf(event.data))),
      CreditEntryRecorded: on(creditEntryRecordedSchema, (event) => record(creditAddedMailOf(event.data))),
      BoxMealAllergenFlagged: on(boxMealAllergenFlaggedSchema, (event) =>
        record(allergenAlertMailOf(event.data)),
      ),
      OrderOutForDelivery: on(orderOutForDeliverySchema, (event) => record(outForDeliveryMailOf(event.data))),
      OrderDelivered: on(orderDeliveredSchema, (event) => record(deliveredMailOf(event.data))),
      OrderDeliveryAttemptFailed: on(orderDeliveryAttemptFailedSchema, (event) =>
        record(deliveryFailedMailOf(event.data)),
      ),
    },
  });
}

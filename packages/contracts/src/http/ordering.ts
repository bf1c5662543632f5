import { z } from 'zod';
import { SUBSCRIPTION_FREQUENCY_VALUES } from '../plan/subscription-frequency';
import { priceLineDtoSchema } from '../pricing/price-line-schema';
import { orderStatusSchema, paymentStatusSchema } from '../events/ordering-events';
import { decimalPriceSchema, priceInput, requiredInteger, requiredText } from './fields';
import { paginationSchema } from './identity';
import { mealSchema } from './meal';
import { orderMealRatingSchema } from './meal-rating';
import { MAX_DISCOUNT_CODE_LENGTH, PROTEIN_PREFERENCES, type ProteinPreference } from '../plan/plan-choice';
import { mealSizeSchema, priceCalculationSchema } from './pricing';
import { orderRefundDtoSchema } from './refunds';
import { ukPhoneNumber, ukPostcode } from './uk-fields';
import { orderProgressDtoSchema } from '../delivery/delivery-progress';
import { deliveryInstructionsSchema, safePlaceSchema } from '../delivery/delivery-instructions';

/**
 * The ordering service's HTTP shapes (spec sections 3 and 7): customers, addresses, orders and their items,
 * snake_case as the API speaks. Money is a decimal string in pounds ("59.99"); dates are YYYY-MM-DD and
 * instants ISO 8601. Request shapes are field maps a service wraps in its strict body parser.
 */

export const proteinPreferenceSchema = z.enum(
  PROTEIN_PREFERENCES.map((choice) => choice.value) as [ProteinPreference, ...ProteinPreference[]],
  {
    error: (issue) =>
      issue.input === undefined
        ? 'This field is required.'
        : 'Choose MV (Meat & Vegan), MO (Meat Only) or VO (Vegan Only).',
  },
);

/**
 * Dietary requirements a subscriber can give for the meals we choose for them (the meal flags they match:
 * is_gluten_free, is_dairy_free). Vegan is the protein preference VO, so it is not repeated here.
 */
export const DIETARY_REQUIREMENTS = [
  { value: 'gluten_free', label: 'Gluten free' },
  { value: 'dairy_free', label: 'Dairy free' },
] as const;
export type DietaryRequirement = (typeof DIETARY_REQUIREMENTS)[number]['value'];

export const dietaryRequirementSchema = z.enum(
  DIETARY_REQUIREMENTS.map((choice) => choice.value) as [DietaryRequirement, ...DietaryRequirement[]],
  { error: () => 'Choose gluten_free or dairy_free.' },
);

// ---------------------------------------------------------------------------------------------------------------
// Customers and addresses

/** How many delivery addresses one customer can keep. */
export const MAX_ADDRESSES_PER_CUSTOMER = 20;
export const ADDRESS_LINE_MAX = 200;
export const ADDRESS_PLACE_MAX = 100;

/**
 * A saved delivery address (spec section 3). `postcode` is normalised ('SW1A 1AA'). `safe_place` (one of
 * SAFE_PLACES) and `delivery_instructions` (the customer's note to the courier) are null when none was given.
 */
export const addressSchema = z.object({
  id: z.string(),
  address: z.string(),
  city: z.string(),
  county: z.string(),
  postcode: z.string(),
  safe_place: safePlaceSchema,
  delivery_instructions: z.string().nullable(),
});
export type Address = z.infer<typeof addressSchema>;

/**
 * GET /api/customers/me and /api/customers/{id}/. `phone_number` is E.164 ('+447700900123') or null;
 * `name` and `email` come from the customer's account (empty for a moment after registering).
 * `address_details` are in the order they were added; `default_address_id` is one of them (the first added until
 * the customer chooses another; the oldest left when the default is removed), null while there are none.
 */
export const customerSchema = z.object({
  id: z.string(),
  phone_number: z.string().nullable(),
  address_details: z.array(addressSchema),
  default_address_id: z.string().nullable(),
  name: z.string(),
  email: z.string(),
  user: z.object({ id: z.string(), email: z.string() }),
});
export type Customer = z.infer<typeof customerSchema>;

/** PATCH /api/customers/me/: any usual way of writing a UK number; stored and answered in E.164. */
export const customerUpdateShape = { phone_number: ukPhoneNumber };
export const customerUpdateSchema = z.object(customerUpdateShape);
export type CustomerUpdate = z.input<typeof customerUpdateSchema>;

/**
 * POST /api/customers/add_address/ (answers the address with its id, 201) and PATCH
 * /api/customers/addresses/{id}/ (the whole address again; answers it, 200): the four address fields required.
 * `safe_place` and `delivery_instructions` are optional: left out, a new address has none and an edit keeps what
 * was saved; null (or blank instructions) clears them. The customer's own addresses only: anyone else's id is 404,
 * as are DELETE /api/customers/addresses/{id}/ (204) and POST /api/customers/addresses/{id}/default/ (answers the
 * customer).
 */
export const addressRequestShape = {
  address: requiredText(ADDRESS_LINE_MAX),
  city: requiredText(ADDRESS_PLACE_MAX),
  county: requiredText(ADDRESS_PLACE_MAX),
  postcode: ukPostcode,
  safe_place: safePlaceSchema.optional(),
  delivery_instructions: deliveryInstructionsSchema.optional(),
};
export const addressRequestSchema = z.object(addressRequestShape);
export type AddressRequest = z.input<typeof addressRequestSchema>;

/** POST /api/customers/addresses/{id}/default/ takes no fields (an empty or absent body). */
export const addressDefaultShape = {};

// ---------------------------------------------------------------------------------------------------------------
// Orders

/** The most of one meal an item may ask for at once (the plan's meal count is the real limit). */
export const MAX_ITEM_QUANTITY = 100;
/** The most items one create request may carry. */
export const MAX_ITEMS_PER_REQUEST = 50;
/** The largest total a client may send back in PATCH /api/orders/{id}/ (anything above is not a box). */
export const MAX_ORDER_TOTAL_PENCE = 9_999_99;

const idText = z
  .string({
    error: (issue) => (issue.input === undefined ? 'This field is required.' : 'Not a valid string.'),
  })
  .trim()
  .min(1, { error: 'This field may not be blank.', abort: true })
  .max(64, 'Ensure this field has no more than 64 characters.');

/** A calendar date as the API writes it, and a real one (no 31 April). */
export const isoDateField = z
  .string({
    error: (issue) => (issue.input === undefined ? 'This field is required.' : 'Not a valid string.'),
  })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter the date as YYYY-MM-DD.')
  .refine((text) => {
    const date = new Date(`${text}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
  }, 'Enter a real date as YYYY-MM-DD.');

const quantityField = requiredInteger
  .min(1, 'Ensure this value is greater than or equal to 1.')
  .max(MAX_ITEM_QUANTITY, `Ensure this value is less than or equal to ${MAX_ITEM_QUANTITY}.`);

/** Trimmed, matched ignoring case; blank or null means none (as in POST /api/calculate-price/). */
const discountCodeField = z
  .string({ error: 'Not a valid string.' })
  .trim()
  .max(MAX_DISCOUNT_CODE_LENGTH, `Ensure this field has no more than ${MAX_DISCOUNT_CODE_LENGTH} characters.`)
  .nullish();

export const orderItemInputShape = { meal_id: idText, quantity: quantityField };

/** A list of chosen meals in a request body: each item exactly {meal_id, quantity}, a bounded number of them. */
export const orderItemListField = z
  .array(
    z.strictObject(orderItemInputShape, {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? `These fields are not allowed: ${issue.keys.join(', ')}.`
          : 'Expected an object with meal_id and quantity.',
    }),
    {
      error: (issue) => (issue.input === undefined ? 'This field is required.' : 'Expected a list of items.'),
    },
  )
  .max(MAX_ITEMS_PER_REQUEST, `Ensure this list has no more than ${MAX_ITEMS_PER_REQUEST} items.`);

/**
 * POST /api/orders/: the spec's customer, customer_address and delivery_date, optionally the plan the order is
 * priced by (all three of protein_preference, meal_size and number_of_meals, or none), a discount code and the
 * chosen meals. The server prices it; no amount is accepted. Without the plan, as the spec's client sends it, the
 * plan follows the meals added (see docs/orders.md). An `Idempotency-Key` header makes retries safe: the same key
 * and body answer the first order again.
 */
export const orderCreateShape = {
  customer: idText,
  customer_address: idText,
  delivery_date: isoDateField,
  protein_preference: proteinPreferenceSchema.optional(),
  meal_size: mealSizeSchema.optional(),
  number_of_meals: requiredInteger.optional(),
  discount_code: discountCodeField,
  items: orderItemListField.optional(),
  /** How often the subscription this order starts (when it is the customer's first paid one) delivers; weekly if absent. */
  subscription_frequency: z
    .enum(SUBSCRIPTION_FREQUENCY_VALUES, { error: 'Choose every week, every 2 weeks or every 4 weeks.' })
    .optional(),
};
export const orderCreateSchema = z.object(orderCreateShape);
export type OrderCreate = z.input<typeof orderCreateSchema>;

/** POST /api/orderitems/: one call per chosen meal; the same meal again adds to its quantity. */
export const orderItemCreateShape = { order_id: idText, ...orderItemInputShape };
export const orderItemCreateSchema = z.object(orderItemCreateShape);
export type OrderItemCreate = z.input<typeof orderItemCreateSchema>;

/**
 * PATCH /api/orders/{id}/. `total_amount` is checked against the server's total, never stored; `delivery_date`
 * and `discount_code` (null or blank removes it) change an unpaid order; `payment_status` is for staff.
 */
/** PUT /api/orders/{id}/add-ons/{addOnId}/: how many of that extra the order holds (0 takes it out). */
export const orderAddOnShape = { quantity: requiredInteger };

export const orderUpdateShape = {
  total_amount: priceInput(MAX_ORDER_TOTAL_PENCE).optional(),
  delivery_date: isoDateField.optional(),
  discount_code: discountCodeField,
  payment_status: z
    .enum(paymentStatusSchema.options, { error: 'Choose pending, completed, failed or refunded.' })
    .optional(),
};
export const orderUpdateSchema = z.object(orderUpdateShape);
export type OrderUpdate = z.input<typeof orderUpdateSchema>;

/** PATCH /api/orders/{id}/update_order_status/ (staff). */
export const orderStatusUpdateShape = {
  order_status: z.enum(orderStatusSchema.options, {
    error: (issue) =>
      issue.input === undefined
        ? 'This field is required.'
        : 'Choose processing, preparing, ready, out_for_delivery, delivered or cancelled.',
  }),
};
export const orderStatusUpdateSchema = z.object(orderStatusUpdateShape);
export type OrderStatusUpdate = z.input<typeof orderStatusUpdateSchema>;

/**
 * A meal as an order holds it: GET /api/meals/'s fields from ordering's copy of the catalogue's meal, without
 * its ratings (the catalogue counts those; an order's own stars are in the order's `ratings`).
 */
export const orderedMealSchema = mealSchema.omit({ rating: true });
export type OrderedMeal = z.infer<typeof orderedMealSchema>;

/** An item as an order reads it back (spec section 3): the meal as GET /api/meals/ shows it, and how many. */
export const orderItemSchema = z.object({ meal: orderedMealSchema, quantity: z.number().int().positive() });
export type OrderItem = z.infer<typeof orderItemSchema>;

/**
 * `charge_refused`: a subscription box's off-session charge was refused (`retry_at`: the next attempt, or null).
 * `amount_mismatch`: the provider took money that does not match the order (another amount or currency, or a
 * checkout that had been replaced): the order is not paid by it, staff check it and mark it paid or refund it.
 * Amounts are decimal pounds like the rest of the API.
 */
export const orderPaymentProblemSchema = z.object({
  kind: z.enum(['charge_refused', 'amount_mismatch']),
  reason: z.string(),
  retry_at: z.string().nullable(),
  expected_amount: decimalPriceSchema.nullable(),
  paid_amount: decimalPriceSchema.nullable(),
  paid_currency: z.string().nullable(),
  at: z.string().nullable(),
});
export type OrderPaymentProblem = z.infer<typeof orderPaymentProblemSchema>;

/**
 * GET /api/orders/{id}/: every field of the spec's Order, plus the delivery address as it was when ordered, the
 * plan, the price breakdown (as POST /api/calculate-price/ answers it, at the order's prices), how many meals
 * are still to choose and any refund staff asked for. `total_amount` always equals `price.total_price`.
 */
export const orderSchema = z.object({
  id: z.string(),
  customer: z.string(),
  customer_address: z.string(),
  delivery_date: z.string(),
  ordered_at: z.string(),
  total_amount: decimalPriceSchema,
  payment_status: paymentStatusSchema,
  order_status: orderStatusSchema,
  customer_name: z.string(),
  customer_email: z.string(),
  delivery_address: addressSchema,
  items: z.array(orderItemSchema),
  protein_preference: proteinPreferenceSchema,
  meal_size: mealSizeSchema,
  /** 0 only for an order whose plan follows its meals before any meal is added. */
  number_of_meals: z.number().int().nonnegative(),
  price: priceCalculationSchema,
  meals_chosen: z.number().int().nonnegative(),
  meals_remaining: z.number().int().nonnegative(),
  /**
   * When staff last asked for a refund (ISO 8601), or null. The payment service makes the refund; the order's
   * `payment_status` becomes 'refunded' once the provider has it.
   */
  refund_requested_at: z.string().nullable(),
  /** The subscription this order is a box of (placed by the weekly job past its cut-off), or null. */
  subscription_id: z.string().nullable(),
  /** What is wrong with the order's payment, for staff and the customer; null (or absent) when nothing is. */
  payment_problem: orderPaymentProblemSchema.nullable().optional(),
  /** The customer's stars for the order's meals, one per meal rated (PUT /api/orders/{id}/ratings/{meal_id}/). */
  ratings: z.array(orderMealRatingSchema),
  /** Its refunds, oldest first (POST /api/admin/orders/{id}/refunds/ and 'Issue Refund'). */
  refunds: z.array(orderRefundDtoSchema),
  /** What its refunds have returned so far (made ones only). */
  refunded_total: decimalPriceSchema,
  /** What can still be refunded: what was paid less every refund made or on its way ('0.00' unless paid). */
  refundable_total: decimalPriceSchema,
  /** Each step the box has reached since it was ordered, oldest first (see docs/delivery.md). */
  progress: z.array(orderProgressDtoSchema),
});
export type Order = z.infer<typeof orderSchema>;

/** POST /api/orderitems/ (201): the meal's quantity in the order now, and how many meals are still to choose. */
export const orderItemResultSchema = z.object({
  order_id: z.string(),
  meal_id: z.string(),
  quantity: z.number().int().positive(),
  meals_remaining: z.number().int().nonnegative(),
});
export type OrderItemResult = z.infer<typeof orderItemResultSchema>;

/** A row of GET /api/admin/orders/ and GET /api/orders/ (newest first). */
export const orderSummarySchema = z.object({
  id: z.string(),
  customer: z.string(),
  customer_name: z.string(),
  customer_email: z.string(),
  ordered_at: z.string(),
  delivery_date: z.string(),
  total_amount: decimalPriceSchema,
  payment_status: paymentStatusSchema,
  order_status: orderStatusSchema,
  protein_preference: proteinPreferenceSchema,
  meal_size: mealSizeSchema,
  number_of_meals: z.number().int().positive(),
  subscription_id: z.string().nullable(),
  /** The order's money as lines: on the customer's own list (GET /api/orders/), not on the staff report's rows. */
  price_lines: z.array(priceLineDtoSchema).optional(),
  /** The box's steps since it was ordered, oldest first: on the customer's own list, not the staff report's. */
  progress: z.array(orderProgressDtoSchema).optional(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const orderListSchema = z.object({
  orders: z.array(orderSummarySchema),
  pagination: paginationSchema,
});
export type OrderList = z.infer<typeof orderListSchema>;

/**
 * GET /api/orders/delivery-dates/: the days an order placed now may be delivered (working days from four
 * working days ahead to 14 days ahead, Europe/London), earliest first.
 */
export const deliveryDatesSchema = z.object({
  today: z.string(),
  earliest: z.string(),
  latest: z.string(),
  dates: z.array(z.string()),
});
export type DeliveryDates = z.infer<typeof deliveryDatesSchema>;

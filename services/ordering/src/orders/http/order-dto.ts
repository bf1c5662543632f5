import {
  penceToDecimal,
  toFoodInformationDto,
  toPriceCalculation,
  toPriceLineDtos,
} from '@mealbox/contracts';
import type {
  Order,
  OrderedMeal,
  OrderItem,
  OrderItemResult,
  OrderPaymentProblem,
  OrderMealRating,
  OrderProgressDto,
  OrderSummary,
} from '@mealbox/contracts';
import type { MealReadDocument } from '../../shared/data/meal-read-model';
import type { MealRatingEntry, OrderDocument, OrderPaymentProblemEntry } from '../data/order-model';
import type { AddItemResult } from '../domain/order-items';
import type { OrderView } from '../domain/order-queries';
import type { PageRow } from '../../reporting/domain/order-report-page';
import { toOrderRefundFields } from '../../refunds/http/refund-dto';
import { toAddressSnapshotDto } from '../../shared/http/address-snapshot-dto';

/**
 * A meal as GET /api/meals/ shows it, from ordering's copy. A meal whose details never reached us (deleted before
 * we saw it) still appears, plainly named and not available.
 */
export function toMealDto(id: string, meal: MealReadDocument | undefined): OrderedMeal {
  return {
    id,
    name: meal?.name ?? 'Meal no longer on the menu',
    description: meal?.description ?? '',
    image: meal?.imagePath ?? '',
    category: meal?.category ?? 'main_course',
    status: meal?.deleted || !meal?.status ? 'not_available' : meal.status,
    calories: meal?.calories ?? 0,
    protein: meal?.protein ?? 0,
    carbohydrates: meal?.carbohydrates ?? 0,
    fat: meal?.fat ?? 0,
    ingredients: meal?.ingredients ?? '',
    is_vegan: meal?.isVegan ?? false,
    is_gluten_free: meal?.isGlutenFree ?? false,
    is_dairy_free: meal?.isDairyFree ?? false,
    menu_rest_week: meal?.menuRestWeek ?? null,
    updated_at: (meal?.updatedAt ?? new Date(0)).toISOString(),
    food_information: meal?.foodInformation
      ? toFoodInformationDto(meal.foodInformation, {
          calories: meal.calories ?? 0,
          protein: meal.protein ?? 0,
          carbohydrates: meal.carbohydrates ?? 0,
          fat: meal.fat ?? 0,
        })
      : null,
  };
}

/** Every field of the spec's Order, plus the address, plan, price breakdown and meals still to choose. */
export function toOrderDto({ order, meals }: OrderView): Order {
  const items: OrderItem[] = order.items.map((item) => ({
    meal: toMealDto(item.mealId, meals.get(item.mealId)),
    quantity: item.quantity,
  }));
  return {
    id: order._id.toHexString(),
    customer: order.customerId,
    customer_address: order.address.id,
    delivery_date: order.deliveryDate,
    ordered_at: order.orderedAt.toISOString(),
    total_amount: penceToDecimal(order.price.totalPence),
    payment_status: order.paymentStatus,
    order_status: order.orderStatus,
    customer_name: order.customerName,
    customer_email: order.customerEmail,
    delivery_address: toAddressSnapshotDto(order.address),
    items,
    protein_preference: order.proteinPreference,
    meal_size: order.mealSize,
    number_of_meals: order.numberOfMeals,
    price: toPriceCalculation(order.price),
    meals_chosen: order.itemCount,
    meals_remaining: Math.max(0, order.numberOfMeals - order.itemCount),
    // Orders placed before refunds were asked for this way have no such field.
    refund_requested_at: order.refundRequestedAt?.toISOString() ?? null,
    subscription_id: order.subscriptionId ?? null,
    payment_problem: order.paymentProblem ? toPaymentProblemDto(order.paymentProblem) : null,
    ratings: (order.ratings ?? []).map(toOrderMealRatingDto),
    ...toOrderRefundFields(order),
    progress: toProgressDtos(order),
  };
}

/** The box's steps in the API's words, oldest first (none on orders from before the timeline). */
export const toProgressDtos = (order: Pick<OrderDocument, 'progress'>): OrderProgressDto[] =>
  (order.progress ?? []).map((entry) => ({
    step: entry.step,
    at: new Date(entry.at).toISOString(),
    by: entry.by,
    note: entry.note ?? null,
    photo_url: entry.photoUrl ?? null,
  }));

/** A customer's rating of a meal of the order, as GET /api/orders/{id}/ and the rating PUT answer it. */
export const toOrderMealRatingDto = (rating: MealRatingEntry): OrderMealRating => ({
  meal_id: rating.mealId,
  stars: rating.stars,
  rated_at: new Date(rating.ratedAt).toISOString(),
});

const isoOrNull = (date: Date | null | undefined) => (date ? new Date(date).toISOString() : null);
const poundsOrNull = (pence: number | undefined) => (pence === undefined ? null : penceToDecimal(pence));

/** The order's payment problem in the API's words (older entries, from refused box charges, have no kind). */
export function toPaymentProblemDto(problem: OrderPaymentProblemEntry): OrderPaymentProblem {
  return {
    kind: problem.kind ?? 'charge_refused',
    reason: problem.reason,
    retry_at: isoOrNull(problem.retryAt),
    expected_amount: poundsOrNull(problem.expectedPence),
    paid_amount: poundsOrNull(problem.paidPence),
    paid_currency: problem.paidCurrency ?? null,
    at: isoOrNull(problem.at),
  };
}

export function toOrderSummaryDto(order: OrderDocument): OrderSummary {
  return {
    id: order._id.toHexString(),
    customer: order.customerId,
    customer_name: order.customerName,
    customer_email: order.customerEmail,
    ordered_at: order.orderedAt.toISOString(),
    delivery_date: order.deliveryDate,
    total_amount: penceToDecimal(order.price.totalPence),
    payment_status: order.paymentStatus,
    order_status: order.orderStatus,
    protein_preference: order.proteinPreference,
    meal_size: order.mealSize,
    number_of_meals: order.numberOfMeals,
    subscription_id: order.subscriptionId ?? null,
  };
}

/** An order on its customer's own list: the summary, what it cost line by line, and its steps so far. */
export function toOwnOrderSummaryDto(order: OrderDocument): OrderSummary {
  return {
    ...toOrderSummaryDto(order),
    price_lines: toPriceLineDtos(order.price),
    progress: toProgressDtos(order),
  };
}

/** A row of the staff order report (held in memory, see PageRow) as the report shows it. */
export function toReportRowDto(row: PageRow): OrderSummary {
  return {
    id: row.id,
    customer: row.customer,
    customer_name: row.name,
    customer_email: row.email,
    ordered_at: new Date(row.at).toISOString(),
    delivery_date: row.deliveryDay,
    total_amount: penceToDecimal(row.totalPence),
    payment_status: row.payment,
    order_status: row.status,
    protein_preference: row.protein,
    meal_size: row.size,
    number_of_meals: row.meals,
    subscription_id: row.subscription ?? null,
  };
}

export function toOrderItemResultDto({ order, item }: AddItemResult): OrderItemResult {
  return {
    order_id: order._id.toHexString(),
    meal_id: item.mealId,
    quantity: item.quantity,
    meals_remaining: Math.max(0, order.numberOfMeals - order.itemCount),
  };
}

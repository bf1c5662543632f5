import type {
  Subscription,
  SubscriptionConfirmation,
  SubscriptionDelivery,
  SubscriptionPlanDto,
} from '@mealbox/contracts';

/**
 * Answers of the subscription API for the unit tests, as the server writes them. Monday 2 March 2026 (GMT): the
 * customer's boxes come on Thursdays, 5 and 12 March.
 */

export const PLAN: SubscriptionPlanDto = { protein_preference: 'MV', meal_size: 'S', number_of_meals: 8 };

/** 09:00 on Monday 2 March 2026, London (GMT): Thursday 5 March is still open until noon. */
export const MONDAY_MORNING = new Date('2026-03-02T09:00:00Z');
/** 13:00 the same day: Thursday 5 March is locked. */
export const MONDAY_AFTERNOON = new Date('2026-03-02T13:00:00Z');

const PRICE = {
  meal_size: 'S' as const,
  number_of_meals: 8,
  per_meal_price: '9.37',
  meal_plan_price: '74.99',
  size_premium_total: '0.00',
  delivery_fee: '0.00',
  discount: null,
  total_price: '74.99',
  lines: [
    { kind: 'plan' as const, ref: null, label: '8 meals', quantity: 1, unit_price: '74.99', total: '74.99' },
    {
      kind: 'delivery' as const,
      ref: null,
      label: 'Delivery',
      quantity: 1,
      unit_price: '0.00',
      total: '0.00',
    },
  ],
};

export function delivery(date: string, change: Partial<SubscriptionDelivery> = {}): SubscriptionDelivery {
  const cutOffDay = new Date(`${date}T12:00:00Z`);
  cutOffDay.setUTCDate(cutOffDay.getUTCDate() - 3);
  const chargeDate = cutOffDay.toISOString().slice(0, 10);
  return {
    id: date,
    scheduled_date: date,
    date,
    moved: false,
    extra: false,
    cut_off: `${chargeDate}T12:00:00.000Z`,
    state: 'open',
    changeable: true,
    move_dates: [],
    plan: PLAN,
    items: [],
    meals_chosen: false,
    extras: [],
    extras_chosen: false,
    price: PRICE,
    charge: { amount: '74.99', date: chargeDate },
    summary: `You will be charged £74.99 on ${chargeDate}.`,
    order: null,
    ...change,
  };
}

export function confirmation(id: string, at: string, summary = `Change ${id}.`): SubscriptionConfirmation {
  return { id, kind: 'delivery_skipped', at, summary, data: {} };
}

export function subscription(change: Partial<Subscription> = {}): Subscription {
  return {
    id: '65f0c0ffee0000000000abcd',
    status: 'active',
    paused_until: null,
    cancelled_at: null,
    plan: PLAN,
    pending_plan_change: null,
    frequency: 'weekly',
    pending_frequency_change: null,
    extra_box_dates: [],
    delivery_day: 'Thursday',
    dietary_requirements: [],
    extras: [],
    delivery_address: {
      id: 'a1',
      address: '1 Test Street',
      city: 'Leeds',
      county: 'West Yorkshire',
      postcode: 'LS1 4AP',
      safe_place: null,
      delivery_instructions: null,
    },
    first_order_id: '65f0c0ffee0000000000aaaa',
    created_at: '2026-02-20T10:00:00.000Z',
    cut_off_rule:
      'Changes to a box close at 12:00 (UK time) three days before it arrives, when it is charged.',
    upcoming_deliveries: [delivery('2026-03-05'), delivery('2026-03-12')],
    confirmations: [confirmation('c1', '2026-02-20T10:00:00.000Z', 'Your subscription started.')],
    confirmation_count: 1,
    ...change,
  };
}

/** A chosen meal of a box, as the server lists it. */
export function mealItem(id: string, name: string, quantity: number): SubscriptionDelivery['items'][number] {
  return {
    meal: {
      id,
      name,
      description: '',
      image: '',
      category: 'main_course',
      status: 'available',
      calories: 550,
      protein: 35,
      carbohydrates: 50,
      fat: 18,
      ingredients: '',
      is_vegan: false,
      is_gluten_free: false,
      is_dairy_free: false,
      menu_rest_week: null,
      updated_at: '2026-02-01T09:00:00.000Z',
      food_information: null,
    },
    quantity,
  };
}

import { randomUUID } from 'node:crypto';
import type { OrderConfirmedData, UserRegisteredData } from '@mealbox/contracts';
import { orderReference } from '@mealbox/contracts';

export const objectId = (): string => randomUUID().replace(/-/g, '').slice(0, 24);

/** A new customer with a unique address at example.co.uk. */
export function newCustomer(overrides: Partial<UserRegisteredData> = {}): UserRegisteredData {
  const name = `cust${randomUUID().slice(0, 8)}`;
  return {
    userId: objectId(),
    username: name,
    email: `${name}@example.co.uk`,
    firstName: 'Ada',
    lastName: 'Lovelace',
    isStaff: false,
    registeredAt: new Date().toISOString(),
    ...overrides,
  };
}

/** A paid order of 8 meals for that customer, with a discount, delivered on Thursday 3 December 2026. */
export function confirmedOrder(customer: UserRegisteredData): OrderConfirmedData {
  const orderId = objectId();
  return {
    orderId,
    userId: customer.userId,
    reference: orderReference(orderId),
    customerName: `${customer.firstName} ${customer.lastName}`,
    customerEmail: customer.email,
    deliveryDate: '2026-12-03',
    address: { address: '12 Acacia Avenue', city: 'Leeds', county: 'West Yorkshire', postcode: 'LS1 4AB' },
    items: [
      { mealId: objectId(), name: 'Thai Green Curry', quantity: 3 },
      { mealId: objectId(), name: 'Beef & Ale Pie', quantity: 5 },
    ],
    mealSize: 'L',
    numberOfMeals: 8,
    price: {
      mealPlanPence: 7599,
      sizePremiumTotalPence: 1592,
      deliveryFeePence: 0,
      discount: { code: 'CHEF24', amountPence: 1000 },
      totalPence: 8191,
    },
    subscriptionId: null,
    confirmedAt: new Date().toISOString(),
  };
}

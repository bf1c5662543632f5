import type { Customer } from '@mealbox/contracts';
import { PURCHASE_PATHS } from '../checkout-paths';

/**
 * Where the meal step's Next leads (spec section 2): a customer with no saved address gives phone and address
 * (/join-now/details); one with addresses picks one or adds another (/existing-details).
 */
export function addressStepFor(customer: Pick<Customer, 'address_details'>): string {
  return customer.address_details.length > 0 ? PURCHASE_PATHS.existingDetails : PURCHASE_PATHS.details;
}

import { NO_EXCLUSIONS, type AllergenExclusions } from '@mealbox/contracts';
import { notFound } from '@mealbox/platform';
import type { CustomerDocument } from '../data/customer-model';
import { CUSTOMER_NOT_FOUND, ensureCustomer, type CustomerDeps } from './customers';
import { writeCustomer } from './write-customer';

/** The allergens a customer leaves out of their boxes (none until they choose). */
export function exclusionsOf(
  customer: Pick<CustomerDocument, 'allergenExclusions'> | null,
): AllergenExclusions {
  return customer?.allergenExclusions ?? NO_EXCLUSIONS;
}

/** A user's exclusions, read without creating a customer: a user with no customer has chosen none. */
export async function exclusionsOfUser(
  deps: Pick<CustomerDeps, 'customers'>,
  userId: string,
): Promise<AllergenExclusions> {
  const customer = await deps.customers
    .findOne({ userId })
    .select({ allergenExclusions: 1 })
    .lean<Pick<CustomerDocument, 'allergenExclusions'>>();
  return exclusionsOf(customer);
}

const same = (a: AllergenExclusions, b: AllergenExclusions) =>
  a.includeMayContain === b.includeMayContain && a.allergens.join() === b.allergens.join();

/**
 * Saves the allergens the signed-in customer leaves out (PUT /api/customers/me/allergen-exclusions/). They apply
 * to every meal chosen from now on, by them or by us; boxes already chosen keep their meals, and a change to one of
 * those meals' allergens is mailed to them (allergen-alerts.ts). The same choice again changes nothing.
 */
export async function saveAllergenExclusions(
  deps: CustomerDeps,
  userId: string,
  exclusions: AllergenExclusions,
): Promise<AllergenExclusions> {
  const customer = await ensureCustomer(deps, userId);
  const { document } = await writeCustomer<null>(deps, customer._id, (current) => {
    if (!current) throw notFound(CUSTOMER_NOT_FOUND);
    if (same(exclusionsOf(current), exclusions)) return { outcome: null };
    return { change: { set: { allergenExclusions: exclusions }, events: [] }, outcome: null };
  });
  return exclusionsOf(document);
}

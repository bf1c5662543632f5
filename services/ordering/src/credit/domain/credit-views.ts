import { CREDIT_HISTORY_LIMIT } from '@mealbox/contracts';
import { notFound } from '@mealbox/platform';
import type { OrderingDeps } from '../../shared/domain/ordering-deps';
import type { CreditEntry } from '../data/credit-ledger-store';
import { creditHistory } from './credit-account';
import type { CreditDeps } from './credit-deps';

/** A customer's credit as the pages show it: the balance and the newest entries first. */
export interface CreditView {
  balancePence: number;
  entries: CreditEntry[];
}

const NO_SUCH_CUSTOMER = 'Customer not found.';
const NONE: CreditView = { balancePence: 0, entries: [] };

/** The signed-in customer's own credit (none before their customer record exists). */
export async function ownCredit(
  deps: CreditDeps & Pick<OrderingDeps, 'customers'>,
  userId: string,
): Promise<CreditView> {
  const customer = await deps.customers.findOne({ userId }).select({ _id: 1 }).lean();
  if (!customer) return NONE;
  return creditHistory(deps, customer._id.toHexString(), CREDIT_HISTORY_LIMIT);
}

/** Any customer's credit, for staff; an id that names no customer is a 404. */
export async function customerCredit(
  deps: CreditDeps & Pick<OrderingDeps, 'customers'>,
  customerId: string,
): Promise<CreditView> {
  const known = /^[0-9a-f]{24}$/i.test(customerId) && (await deps.customers.exists({ _id: customerId }));
  if (!known) throw notFound(NO_SUCH_CUSTOMER);
  return creditHistory(deps, customerId.toLowerCase(), CREDIT_HISTORY_LIMIT);
}

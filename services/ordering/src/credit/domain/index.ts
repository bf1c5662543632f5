/** Account credit as other slices use it (pricing spends it, refunds return and grant it). */
export {
  creditBalancePence,
  creditHistory,
  creditSpentOn,
  grantCredit,
  returnSpentCredit,
  spendCredit,
} from './credit-account';
export type {
  CreditGrant,
  CreditSpend,
  GrantOutcome,
  ReturnedCredit,
  SpendOutcome,
  SpendReturn,
} from './credit-account';
export type { CreditDeps } from './credit-deps';
export { grantEntryId, refundEntryId, spendEntryId } from './entry-keys';

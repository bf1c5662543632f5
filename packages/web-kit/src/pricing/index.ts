export { DiscountBox, type CodeFeedback, type DiscountBoxProps } from './DiscountBox';
export { PriceBreakdown, PriceBreakdownSkeleton, type PriceBreakdownProps } from './PriceBreakdown';
export {
  calculatePlanPrice,
  deliveryText,
  discountCodeProblem,
  isDecimalPrice,
  isPriceCalculation,
  pounds,
  unexpectedAnswer,
  type PriceRequest,
} from './price-api';

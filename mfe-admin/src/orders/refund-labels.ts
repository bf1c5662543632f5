import type { OrderRefundDto } from '@mealbox/contracts';
import { refundDestinationWords } from '@mealbox/contracts/refunds';

/** What a refund was for, in staff's words: its lines, 'The rest of the order' or 'An amount'. */
export function refundWhat(refund: Pick<OrderRefundDto, 'lines' | 'whole'>): string {
  if (refund.whole) return 'The rest of the order';
  if (refund.lines.length === 0) return 'An amount';
  return refund.lines
    .map((line) => (line.quantity > 1 ? `${line.quantity} × ${line.label}` : line.label))
    .join(', ');
}

/** 'Refunded to the card', 'Waiting for the card provider', 'Refused: <why>'. */
export function refundStatusWords(
  refund: Pick<OrderRefundDto, 'status' | 'destination' | 'failure'>,
): string {
  if (refund.status === 'refunded') return `Refunded ${refundDestinationWords(refund.destination)}`;
  if (refund.status === 'failed') return `Refused${refund.failure ? `: ${refund.failure}` : ''}`;
  return 'Waiting for the card provider';
}

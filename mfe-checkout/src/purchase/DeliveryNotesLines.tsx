import type { Address } from '@mealbox/contracts';
import { safePlaceLabel } from '@mealbox/contracts/delivery-notes';

/**
 * A delivery address's safe place and instructions, one line each, after its lines; nothing when the customer gave
 * neither. Spans only, like AddressLines, so it fits inside a label. React escapes the customer's text.
 */
export function DeliveryNotesLines({
  address,
  className,
}: {
  address: Pick<Address, 'safe_place' | 'delivery_instructions'>;
  className?: string;
}) {
  if (!address.safe_place && !address.delivery_instructions) return null;
  return (
    <>
      {address.safe_place ? (
        <span className={className} data-testid="safe-place">
          Safe place: {safePlaceLabel(address.safe_place)}
        </span>
      ) : null}
      {address.delivery_instructions ? (
        <span className={className} data-testid="delivery-instructions">
          Instructions: {address.delivery_instructions}
        </span>
      ) : null}
    </>
  );
}

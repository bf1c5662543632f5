import { useDeliveryClaim } from './use-delivery-claim';

/**
 * The delivery claim inside running text ('<DeliveryClaim /> across most of the UK'): 'Free delivery' or
 * 'Delivery £3.49 a box', and the neutral `whileUnknown` until the live price is in, so it never flashes a claim
 * the server would not honour.
 */
export function DeliveryClaim({ whileUnknown }: { whileUnknown?: string }) {
  return <>{useDeliveryClaim(whileUnknown)}</>;
}

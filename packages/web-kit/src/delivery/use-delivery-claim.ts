import { deliveryClaim } from './delivery-claim';
import { useDeliveryPrice } from './use-delivery-price';

/** 'Free delivery' or 'Delivery £3.49 a box' from the live price; `whileUnknown` until the price is in. */
export function useDeliveryClaim(whileUnknown = 'Delivery'): string {
  const pence = useDeliveryPrice();
  return pence === undefined ? whileUnknown : deliveryClaim(pence);
}

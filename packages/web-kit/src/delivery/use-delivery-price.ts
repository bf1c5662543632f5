import { useEffect, useSyncExternalStore } from 'react';
import { deliveryPrice } from './delivery-price';
import type { DeliveryPriceStore } from './delivery-price-store';

/**
 * The live delivery price in pence, or undefined until the server has said it (a page then says nothing about
 * what delivery costs rather than something that may be wrong). Every component shares one request.
 */
export function useDeliveryPrice(store: DeliveryPriceStore = deliveryPrice): number | undefined {
  const pence = useSyncExternalStore(store.subscribe, store.known, store.known);
  useEffect(() => {
    // A failure leaves the price unknown (neutral words); the next page or component that asks tries again.
    store.load().catch(() => undefined);
  }, [store]);
  return pence;
}

import { useCallback, useState } from 'react';
import type { Customer } from '@mealbox/contracts';
import { useAsync, type AsyncStatus } from '@mealbox/web-kit';
import { fetchCustomer } from '../../purchase/purchase-api';

export interface AddressBook {
  status: AsyncStatus;
  /** The customer as ordering last answered (after a change, its answer to the change). */
  customer: Customer | undefined;
  error: unknown;
  retry: () => void;
  /** Shows the customer as a change answered it (POST .../default/ answers the whole customer). */
  show: (customer: Customer) => void;
  /** Reads the customer again, after a change that answers only the address (or nothing). */
  reload: () => Promise<void>;
}

/**
 * The signed-in customer's saved addresses, from GET /api/customers/me. After a change the list is what ordering
 * then answers, never a guess made here (which address becomes the default is its rule). Keyed by who is signed
 * in, so another customer signing in (in another tab) never sees the last one's addresses.
 */
export function useAddressBook(userId: string): AddressBook {
  const loaded = useAsync((signal) => fetchCustomer(signal), `account-addresses:${userId}`);
  const [answered, setAnswered] = useState<{ userId: string; customer: Customer } | null>(null);
  const show = useCallback((customer: Customer) => setAnswered({ userId, customer }), [userId]);
  const reload = useCallback(async () => show(await fetchCustomer()), [show]);
  const latest = answered?.userId === userId ? answered.customer : undefined;
  return {
    status: latest ? 'success' : loaded.status,
    customer: latest ?? loaded.data,
    error: latest ? undefined : loaded.error,
    retry: loaded.retry,
    show,
    reload,
  };
}

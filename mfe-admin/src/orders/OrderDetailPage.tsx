import { useParams } from '@mealbox/web-kit/router';
import { BoxIcon, EmptyState, LoadErrorAlert, LoadingState, isApiError, useAsync } from '@mealbox/web-kit';
import { AdminPageHeader } from '../layout/AdminPageHeader';
import { BackToReport } from './BackToReport';
import { OrderDetail } from './OrderDetail';
import { fetchOrder } from './orders-api';

/**
 * /manage-orders/{orderId}: one order, everything about it, and the staff actions of the spec's section 4. The
 * spec's messages: 'Order not found' (ordering answers 404) and 'Failed to load order details. Please try again.'
 */
export function OrderDetailPage() {
  const orderId = useParams().orderId ?? '';
  const order = useAsync((signal) => fetchOrder(orderId, signal), orderId);

  if (order.status === 'success' && order.data) {
    // Keyed by order: another order starts with its own state, not this one's errors and refund watch.
    return <OrderDetail key={order.data.id} initial={order.data} />;
  }
  const notFound = order.status === 'error' && isApiError(order.error) && order.error.status === 404;
  return (
    <>
      <BackToReport />
      <AdminPageHeader title="Order" />
      {order.status === 'loading' ? <LoadingState label="Loading the order…" /> : null}
      {notFound ? (
        <EmptyState icon={<BoxIcon size={30} />} title="Order not found" action={<BackToReport button />}>
          <p>There is no order {orderId ? `with the ID ${orderId}` : 'here'}. It may have been mistyped.</p>
        </EmptyState>
      ) : null}
      {order.status === 'error' && !notFound ? (
        <LoadErrorAlert title="Failed to load order details. Please try again." onRetry={order.retry} />
      ) : null}
    </>
  );
}

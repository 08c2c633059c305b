/**
 * /orders: Order History with the tracking dialog. The tracking feature reads orders (the detail,
 * the status badge), so the orders feature cannot import its dialog back; the app joins them here.
 */
import { OrdersPage } from '@web/features/orders/OrdersPage';
import { TrackOrderDialog } from '@web/features/tracking';

export function OrderHistoryPage() {
  return <OrdersPage TrackDialog={TrackOrderDialog} />;
}

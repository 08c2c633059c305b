/**
 * At creation, the order waiting for payment is kept in localStorage under 'pendingOrder',
 * so a reload or a return from another tab still knows what is being paid for.
 */
import type { OrderResponse } from '@domain/orders';

export const PENDING_ORDER_KEY = 'pendingOrder';

export function savePendingOrder(order: OrderResponse): void {
  try {
    localStorage.setItem(PENDING_ORDER_KEY, JSON.stringify(order));
  } catch {
    // Private mode or full storage: checkout still works from the URL's orderId.
  }
}

export function clearPendingOrder(): void {
  try {
    localStorage.removeItem(PENDING_ORDER_KEY);
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}

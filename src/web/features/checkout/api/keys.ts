/**
 * Query keys of the checkout page. The order itself is read with the orders feature's own
 * options (one cache entry per order); payment config lives under its URL path, and the intent
 * is not a GET, so its key is a plain name.
 */
export const checkoutKeys = {
  paymentConfig: () => ['/api/payments/config'] as const,
  paymentIntent: (orderId: number, amount: string) => ['payment-intent', orderId, amount] as const,
};

/**
 * What the booking form says when it will not send an order yet. Apart from the order schemas so the
 * form can say it without loading zod (orders.ts re-exports them).
 */
export const PRICING_REQUIRED =
  'Pricing calculation required: Please wait for the pricing calculation to complete before submitting.';

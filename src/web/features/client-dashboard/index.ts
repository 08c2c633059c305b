/** The client dashboard as other features see it: its query keys. */
export { clientDashboardKeys } from './api/keys';
/**
 * The booking form's parts, for the other forms that book the same order (a standing order's
 * template): one set of fields, one check, one price panel.
 */
export { AddressSection } from './AddressSection';
export { BookingTagsFields } from './BookingTagsFields';
export { ORDER_DEFAULTS } from './order-defaults';
export { DetailFields, ServiceFields } from './OrderFields';
export { PieceFields } from './PieceFields';
export { PriceEstimatePanel } from './PriceEstimatePanel';
export { usePriceEstimate } from './use-price-estimate';
export { preloadOrderFormCheck, useOrderFormCheck } from './order-form-check';
export type { OrderFormOutput } from './submit-order';

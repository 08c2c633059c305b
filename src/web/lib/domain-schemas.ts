/**
 * The domain modules that hold zod schemas, imported on first use: a screen paints without zod, and
 * its calls parse their answers once the chunk, requested beside the call (apiParseLater), arrives.
 */
export const orderSchemas = () => import('@domain/orders');
/** An order answer's schema alone, for the lists: without the booking and pricing schemas. */
export const orderResponseSchemas = () => import('@domain/order-response');
export const clientStatsSchemas = () => import('@domain/client-stats');
/** The unread badge's answer alone, asked for by every screen's navigation. */
export const unreadCountSchemas = () => import('@domain/unread-count');
export const addressBookSchemas = () => import('@domain/address-book');
export const organizationSchemas = () => import('@domain/organizations');
export const receivingSiteSchemas = () => import('@domain/receiving-sites');
export const paymentSchemas = () => import('@domain/payments');
export const authSchemas = () => import('@domain/auth');
export const receivingSchemas = () => import('@domain/receiving');
export const discrepancySchemas = () => import('@domain/discrepancies');

/**
 * The domain modules that hold zod schemas, imported on first use: a screen paints without zod, and
 * its calls parse their answers once the chunk, requested beside the call (apiParseLater), arrives.
 */
export const orderSchemas = () => import('@domain/orders');
export const clientStatsSchemas = () => import('@domain/client-stats');
export const messageSchemas = () => import('@domain/messages');
export const addressBookSchemas = () => import('@domain/address-book');

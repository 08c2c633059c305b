/** The accounting export: issued settlements for QuickBooks Online (CSV) and Desktop (IIF). */
export { accountingExportRoutes } from './routes';
export { ACCOUNTING_OPERATIONS } from './operations';

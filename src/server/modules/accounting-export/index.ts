/** The accounting export: settlements and receivables for QuickBooks Online (CSV) and Desktop (IIF). */
export { accountingExportRoutes } from './routes';
export { ACCOUNTING_OPERATIONS } from './operations';

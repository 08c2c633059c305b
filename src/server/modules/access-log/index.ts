/** The access log (decision 044): the hook that records reads, the routes that show them. */
export {
  accessLogPlugin,
  revealOrder,
  revealOrderList,
  revealAnswer,
  revealOrders,
  revealRecords,
  type AccessDeclaration,
} from './plugin';
export { accessLogRoutes } from './routes';
export { verifyAccessLog } from './service';

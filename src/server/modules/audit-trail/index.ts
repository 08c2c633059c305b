/** What other modules may use of audit-trail. */
export { safeCell } from './service';

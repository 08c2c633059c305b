/** What other modules may use of dispatch-plan. */
export { findAppliedRoute } from './repository';

/** What other modules may use of the receiving module. */
export { assertReceivingSite } from './sites';

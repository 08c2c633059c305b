/** What other modules use of places: learning addresses from hand-overs and dispatch's pins. */
export { learnFromHandOver, learnFromPin } from './hand-overs';

/** What other modules use of rate cards: the card that applies to a booking, wait time charged on it. */
export { appliedCard, STANDARD_CARD, type AppliedCard } from './service';
export { chargeWaitTime } from './wait-charge';

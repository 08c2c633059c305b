/** What other modules use of rate cards: the card that applies to a booking. */
export { appliedCard, STANDARD_CARD, type AppliedCard } from './service';

/** What other modules may use of auto-dispatch. */
export { afterStatusChange, declineOffer } from './dispatch';
export { lockOpenOrder, openOfferOf, openOffersFor, readSettings } from './repository';

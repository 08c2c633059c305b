/** Rate cards and drivers' pay rules, the money side's price and pay screens. */
export { PayRulesPage } from './PayRulesPage';
export { RateCardsPage } from './RateCardsPage';

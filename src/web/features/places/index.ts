/** The places feature as other features see it: the address field. */
export { AddressField } from './AddressField';
export type { AddressValue } from './AddressField';

/** What other modules may use of the address book. */
export { findPlacesNamed } from './repository';

/** What other modules may use of public-tracking. */
export { findLink, insertLink } from './repository';
